/**
 * Minimal typing of `ws` (no @types/ws installed): tests only hand its WebSocket class to
 * supabase-js as `realtime.transport` (its createClient throws on a Node without a native
 * WebSocket, such as Node 20). Delete this file if @types/ws is added.
 */
declare module 'ws' {
  const WebSocket: new (address: string | URL, protocols?: string | string[]) => unknown;
  export default WebSocket;
}
