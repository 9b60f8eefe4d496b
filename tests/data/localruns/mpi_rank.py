# One rank of an MPI step: writes the variables mpirun gave it to <out>/rank-<N>.json.
import json, os, sys
names = ["OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK"]
seen = {n: os.environ.get(n) for n in names}
print(json.dumps(seen, sort_keys=True), flush=True)
os.makedirs(sys.argv[1], exist_ok=True)
with open(os.path.join(sys.argv[1], "rank-%s.json" % seen["OMPI_COMM_WORLD_RANK"]), "w") as f:
    json.dump(seen, f, sort_keys=True)
