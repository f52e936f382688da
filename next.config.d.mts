import type { NextConfig } from 'next'

declare function config(phase: string): NextConfig
export default config
