// The yardstick of `npm run bench:lcp`: a bare React 19 page built with Vite, served by the real server like the SPA.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function BarePage(): React.JSX.Element {
  return (
    <main style={{ fontFamily: 'sans-serif', maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1>Summit Store</h1>
      <p>
        A bare React page: one component rendered on the client, no router, no data, no styling library. Its largest contentful paint is
        what the network, the CPU and React itself cost.
      </p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BarePage />
  </StrictMode>,
)
