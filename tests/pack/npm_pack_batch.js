// Pack many directories with npm's own libnpmpack (what `npm pack` calls), in one
// Node process: stdin is a JSON list of directories, stdout one JSON line per
// directory, in order: {tar: base64 of the gunzipped tarball} or {error: message}
// (the caller kills a process that stops answering: npm can spin). NPM_MODULES points at
// $(npm root -g)/npm/node_modules. Used by the randomized differential test; a
// companion test checks it against the real `npm pack` CLI.
const zlib = require('zlib')
const pack = require(process.env.NPM_MODULES + '/libnpmpack')

function emit (value) {
  // a pipe may take a large write in pieces; an exiting process cannot wait for a stream
  const buf = Buffer.from(JSON.stringify(value) + '\n')
  let off = 0
  while (off < buf.length) {
    try {
      off += require('fs').writeSync(1, buf, off)
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e
    }
  }
}

let input = ''
let started = false
let done = false
// A pack whose promise never settles lets Node exit with nothing pending: mark
// that tree (npm would hang or exit the same way); the caller starts again after it.
process.on('exit', () => {
  if (started && !done) {
    emit({ error: 'npm never finished (the promise was left pending)' })
  }
})
process.stdin.on('data', c => { input += c }).on('end', async () => {
  const dirs = JSON.parse(input)
  started = true
  for (const dir of dirs) {
    try {
      // node-tar can also fail outside the promise (an 'error' event nobody listens to):
      // the CLI dies on it, here it fails this tree only
      let onCrash
      const crashed = new Promise((resolve, reject) => {
        onCrash = reject
        process.once('uncaughtException', onCrash)
      })
      const tgz = await Promise.race([pack(dir, { preferOnline: true, foregroundScripts: true, prefix: dir }),
        crashed]).finally(() => process.removeListener('uncaughtException', onCrash))
      emit({ tar: zlib.gunzipSync(tgz).toString('base64') })
    } catch (e) {
      emit({ error: String(e && (e.code || '') + ' ' + e.message).slice(0, 300) })
    }
  }
  done = true
})
