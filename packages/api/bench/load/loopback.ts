/** The only address the bench sends to: its own server processes listen there and nowhere else. */
export const LOOPBACK = '127.0.0.1';
