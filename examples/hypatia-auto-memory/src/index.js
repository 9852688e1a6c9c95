// Stand-in for the dsh-hypatia-auto-memory plugin module: the example
// reproduces the bundle (manifest, rows, preset, skills), not the plugin.
export const name = 'dsh-hypatia-auto-memory'

export function apply(ctx, config) {
  // The real plugin subscribes to session events and writes to hypatia here.
}
