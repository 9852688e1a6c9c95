// Test-only reader of a DSH web host's event downlink: connects Node's own WebSocket
// client to the URL in argv[2] (…/api/events.mux), prints {"type":"open"} once
// connected, then every frame the host sends as one line of JSON (JSON text has no
// raw newline), and exits when the host closes the socket. It sends nothing: the
// downlink is receive-only and the host closes it on any client message.
const socket = new WebSocket(process.argv[2])
socket.onopen = () => process.stdout.write('{"type":"open"}\n')
socket.onmessage = (event) => process.stdout.write(String(event.data) + '\n')
socket.onclose = (event) => {
  process.stdout.write(JSON.stringify({ type: 'close', code: event.code }) + '\n')
  process.exit(0)
}
socket.onerror = (event) => process.stderr.write(`mux_tail: ${event.message ?? 'websocket error'}\n`)
