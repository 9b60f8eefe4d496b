def clean(text):
    return text.strip().lower()
