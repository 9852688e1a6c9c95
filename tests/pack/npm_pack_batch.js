// Pack many directories with npm's own libnpmpack (what `npm pack` calls), in one
// Node process: stdin is a JSON list of directories, stdout one JSON list of
// {tar: base64 of the gunzipped tarball} or {error: message}. NPM_MODULES points at
// $(npm root -g)/npm/node_modules. Used by the randomized differential test; a
// companion test checks it against the real `npm pack` CLI.
const zlib = require('zlib')
const pack = require(process.env.NPM_MODULES + '/libnpmpack')

let input = ''
process.stdin.on('data', c => { input += c }).on('end', async () => {
  const dirs = JSON.parse(input)
  const out = []
  for (const dir of dirs) {
    try {
      const tgz = await pack(dir, { preferOnline: true, foregroundScripts: true, prefix: dir })
      out.push({ tar: zlib.gunzipSync(tgz).toString('base64') })
    } catch (e) {
      out.push({ error: String(e && (e.code || '') + ' ' + e.message).slice(0, 300) })
    }
  }
  process.stdout.write(JSON.stringify(out))
})
