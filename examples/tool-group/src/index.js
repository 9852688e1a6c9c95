// Demo plugin module: both rows of the group load this file with their own config.
export const name = '@dshkit-examples/tool-group'

export function apply(ctx, config) {
  // a real tool would register itself with ctx here, using config
}
