// Test-only reader of a DSH web host's event downlink: connects Node's own WebSocket
// client to the URL in argv[2], prints {"type":"open"} once connected, then every frame
// the host sends as one line of JSON (JSON text has no raw newline), and exits when the
// host closes the socket.
// - rc.8 (…/api/events.mux): the downlink is receive-only and the host closes it on any
//   client message, so nothing is ever written to stdin.
// - 0.2.1 (…/api/remote.mux): argv[3] is the session cookie the host set when its
//   launch URL was opened, and each line written to stdin is sent as one frame
//   (`{type: "open", streamId, endpoint, payload}` opens a logical stream).
import { createInterface } from 'node:readline'

const [url, cookie] = process.argv.slice(2)
const socket = cookie ? new WebSocket(url, { headers: { cookie } }) : new WebSocket(url)
socket.onopen = () => {
  process.stdout.write('{"type":"open"}\n')
  createInterface({ input: process.stdin }).on('line', (line) => socket.send(line))
}
socket.onmessage = (event) => process.stdout.write(String(event.data) + '\n')
socket.onclose = (event) => {
  process.stdout.write(JSON.stringify({ type: 'close', code: event.code }) + '\n')
  process.exit(0)
}
socket.onerror = (event) => process.stderr.write(`mux_tail: ${event.message ?? 'websocket error'}\n`)
