/** WhatsApp's own share address: opens the app (or WhatsApp Web) with the text ready to send. */
export function whatsAppHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
}
