import json
from textutil.clean import clean

print(clean(json.load(open("settings.json"))["name"]))
