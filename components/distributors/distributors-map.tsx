'use client'

import { APIProvider, InfoWindow, Map, Marker } from '@vis.gl/react-google-maps'
import { useState } from 'react'
import type { DistributorPoint } from './types'
import styles from './distributors.module.css'

// docs/product.md §9: default zoom 7, min 6, max 15, centred on Paraguay.
const PARAGUAY = { lat: -23.4425, lng: -58.4438 }

/** Google Maps with a marker per distributor; loaded only when NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set. */
export function DistributorsMap({
  apiKey,
  points,
  label,
}: {
  apiKey: string
  points: DistributorPoint[]
  label: string
}) {
  const [selected, setSelected] = useState<DistributorPoint | null>(null)
  return (
    <div className={styles.map} role="region" aria-label={label}>
      <APIProvider apiKey={apiKey} language="es" region="PY">
        <Map
          defaultCenter={PARAGUAY}
          defaultZoom={7}
          minZoom={6}
          maxZoom={15}
          gestureHandling="cooperative"
        >
          {points.map((point) => (
            <Marker
              key={point.key}
              position={point.position}
              title={point.nombre}
              onClick={() => setSelected(point)}
            />
          ))}
          {selected ? (
            <InfoWindow position={selected.position} onCloseClick={() => setSelected(null)}>
              <strong>{selected.nombre}</strong>
              <p>{selected.descripcion}</p>
            </InfoWindow>
          ) : null}
        </Map>
      </APIProvider>
    </div>
  )
}
