export interface DistributorPoint {
  key: string
  nombre: string
  descripcion: string
  ciudad: string
  departamento: string
  position: { lat: number; lng: number }
}
