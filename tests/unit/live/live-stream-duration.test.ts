/**
 * @jest-environment node
 */
import { maxDuration } from '@/app/api/en-vivo/eventos/route'

// On Vercel a function without maxDuration is cut at the plan's default (seconds): the live
// draw's stream would reconnect all the time. 300 s is what every plan allows with fluid compute.
it('the live stream route asks Vercel for five minutes per connection', () => {
  expect(maxDuration).toBe(300)
})
