#!/bin/sh
# helper shipped with the bundle; its executable bit survives packing
echo "dsh demo"
