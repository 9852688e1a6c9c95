"""dshkit: build, check and pack DeepSeek Harness plugin bundles."""

__version__ = "0.1.0"
