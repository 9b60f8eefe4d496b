print("score")
