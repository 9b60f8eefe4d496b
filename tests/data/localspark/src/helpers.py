def words(line):
    return [w for w in line.split() if w]
