/**
 * A live match's minute, "49'", kept left to right (Unicode's left-to-right isolate): in an
 * Arabic page the apostrophe otherwise lands before the number ("'49").
 */
export const liveMinute = (minute = 0) => `\u2066${minute}'\u2069`;
