// The client's address. server.ts writes it into this header from the socket (or, behind a
// trusted proxy, from X-Forwarded-For), replacing whatever the client sent.
export const CLIENT_IP_HEADER = "x-casa-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
