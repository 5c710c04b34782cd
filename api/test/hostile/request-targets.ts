/** A request target standing for an origin-form one, and whether the router takes it to the same route. */
export interface RequestTarget {
  target: string;
  routed: boolean;
}

/**
 * Other forms of the request target `url` (a path under /api, with its
 * query): those the router takes to the same route (absolute-form, in
 * capitals, naming any host; a letter percent-encoded) and look-alikes that
 * reach no route (a doubled slash, capitals, the asterisk-form).
 */
export function requestTargets(url: string, host: string): RequestTarget[] {
  const rest = url.slice('/api'.length);
  const letter = rest.charCodeAt(1).toString(16);
  return [
    { target: `http://${host}${url}`, routed: true },
    { target: `HTTPS://${host.toUpperCase()}${url}`, routed: true },
    { target: `http://evil.example${url}`, routed: true },
    { target: `/%61pi${rest}`, routed: true },
    { target: `/api/%${letter}${rest.slice(2)}`, routed: true },
    { target: `//api${rest}`, routed: false },
    { target: `/API${rest}`, routed: false },
    { target: `*api${rest}`, routed: false },
    { target: '*', routed: false },
  ];
}
