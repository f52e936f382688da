export declare function temporaryFolder(prefix: string): { dir: string; remove: () => void }
