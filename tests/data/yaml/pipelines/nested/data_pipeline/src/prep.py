print("prep")
