def mean(values):
    values = list(values)
    return sum(values) / len(values) if values else 0.0
