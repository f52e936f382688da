export declare function satisfiesEngines(version: string, range: string): boolean
export declare function enginesRange(file?: string): string
export declare function unsupportedNodeMessage(version: string, range: string): string
export declare function refuseUnsupportedNode(say?: (line: string) => void): void
