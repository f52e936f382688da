import { notFound } from 'next/navigation'

/** /not-found (a route of the original site) renders the same screen, with a real 404 status. */
export default function NotFoundRoute() {
  notFound()
}
