#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The request bodies the official Azure ML SDK (azure-ai-ml, Debian's python3-azure) makes of pipeline files,
without any service: what `az ml job create --file` would send, before it uploads code and registers components.

  sdk_bodies.py PIPELINE.yml...   one JSON object on standard output: {path: {"job": …, "components": {step: spec}}
                                  or {path: {"error": "…"}} when the SDK refuses the file}
  sdk_bodies.py --version         the SDK's version, or exit 3 when it cannot be imported

Run with this folder first on PYTHONPATH: `pydash/` stands in for the three pydash functions azure-ai-ml uses
(Debian does not package pydash). Nothing but loopback can be reached from this process.
"""

import json
import sys

import loopbackonly  # noqa: F401 - from here on, nothing but loopback can be reached


def collect(nodes, rest_jobs, prefix, components):
    """The spec of each component written here, by qualified step name ("outer.inner" inside a pipeline component);
    the nodes' componentIds (the component's text before registration) left out."""
    from azure.ai.ml.entities import Component, PipelineComponent

    for name, node in nodes.items():
        component = getattr(node, "trial", None) or getattr(node, "component", None)  # a sweep node runs its trial
        if not isinstance(component, Component):
            continue
        spec = component._to_rest_object().serialize()["properties"]["componentSpec"]
        rest_jobs[name].pop("componentId", None)
        if rest_jobs[name].get("type") == "sweep":
            rest_jobs[name]["trial"] = "<component>"  # the trial component, compared on its own
        if isinstance(component, PipelineComponent):
            collect(component.jobs, spec.get("jobs", {}), prefix + name + ".", components)
        components[prefix + name] = spec


def main(argv):
    try:
        import azure.ai.ml
        from azure.ai.ml import load_job
        from azure.ai.ml.entities import Component
    except Exception as e:  # noqa: BLE001 - any import failure means no SDK
        print("azure-ai-ml cannot be imported: %s" % e, file=sys.stderr)
        return 3
    if argv[1:] == ["--version"]:
        print(getattr(azure.ai.ml, "__version__", "unknown"))
        return 0
    out = {}
    for path in argv[1:]:
        try:
            job = load_job(path)
            rest = job._to_rest_object().serialize()["properties"]
            components = {}
            collect(job.jobs, rest["jobs"], "", components)
            out[path] = {"job": rest, "components": components}
        except Exception as e:  # noqa: BLE001 - the SDK's refusal is the answer
            out[path] = {"error": "%s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e) else "")}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
