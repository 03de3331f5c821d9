/** The part of ua-parser-js 1.x (MIT, ships no types) the statistics use. */
declare module 'ua-parser-js' {
  interface UAParserNamed {
    name?: string
    version?: string
  }
  class UAParser {
    constructor(userAgent?: string)
    getBrowser(): UAParserNamed & { major?: string }
    getOS(): UAParserNamed
  }
  export default UAParser
}
