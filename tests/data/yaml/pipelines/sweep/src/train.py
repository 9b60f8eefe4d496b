print("sweep trial")
