print("wrangle")
