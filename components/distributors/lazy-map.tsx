'use client'

import dynamic from 'next/dynamic'

// The map and its script load only in the browser, and only when a key is configured.
export const LazyDistributorsMap = dynamic(
  () => import('./distributors-map').then((m) => m.DistributorsMap),
  {
    ssr: false,
  },
)
