// Tests run outside React's server environment; the server-only guard has nothing to guard there.
export {};
