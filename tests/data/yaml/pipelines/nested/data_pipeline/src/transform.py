print("transform")
