import type { SVGProps } from 'react'

// Social networks' marks, drawn here: the icon set (lucide) carries no brand logos. Same grid and
// sizing as lucide's icons (24 × 24, currentColor), always decorative: the link carries the name.

type BrandIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function BrandSvg({
  size = 22,
  children,
  ...props
}: BrandIconProps & { children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function FacebookIcon(props: BrandIconProps) {
  return (
    <BrandSvg {...props}>
      <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.3h2.8V22h3.4z" />
    </BrandSvg>
  )
}

export function XIcon(props: BrandIconProps) {
  return (
    <BrandSvg {...props}>
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z" />
    </BrandSvg>
  )
}

export function YoutubeIcon(props: BrandIconProps) {
  return (
    <BrandSvg {...props}>
      <path
        fillRule="evenodd"
        d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zM10 8.8v6.4l5.6-3.2L10 8.8z"
      />
    </BrandSvg>
  )
}

export function InstagramIcon(props: BrandIconProps) {
  return (
    <BrandSvg {...props}>
      <path
        fillRule="evenodd"
        d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z"
      />
    </BrandSvg>
  )
}
