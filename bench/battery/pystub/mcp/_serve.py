import inspect
import json
import sys


def schema(fn):
    try:
        import pydantic
    except ImportError:
        return {"type": "object", "properties": {p: {"default": v.default} if v.default is not inspect._empty else {} for p, v in inspect.signature(fn).parameters.items()}}
    fields = {}
    for p, v in inspect.signature(fn).parameters.items():
        ann = v.annotation if v.annotation is not inspect._empty else str
        fields[p] = (ann, v.default if v.default is not inspect._empty else ...)
    return pydantic.create_model(fn.__name__ + "Arguments", **fields).model_json_schema()


def dump(out):
    json.dump(out, sys.stdout, ensure_ascii=False, default=lambda o: getattr(o, "__dict__", str(o)))
    sys.stdout.write("\n")
