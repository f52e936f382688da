export interface FirstPaintRequests {
  stylesheets: string[]
  fontPreloads: string[]
  parserBlockingScripts: string[]
  inlineStyleBytes: number
  blocking: number
}
export function firstPaintRequests(html: string): FirstPaintRequests
