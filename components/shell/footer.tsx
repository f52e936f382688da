import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getFooterLinks, getSiteConfig, type FooterLink, type SiteConfig } from '@/lib/backend'
import { conajzarPermit, helpLine } from '@/lib/operator-notices'
import { SITE_NAME } from '@/lib/site'
import { splitInHalves } from '@/lib/split'
import styles from './footer.module.css'
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './brand-icons'
import { EmailText } from './email-text'

/** Social links, phone, e-mail, addresses, responsible-gambling notice, links in two columns. */
export async function Footer() {
  const t = await getTranslations('Footer')
  // The footer must never take a page down: without the backend it shows the notice only.
  const [config, links] = await Promise.all([
    getSiteConfig().catch(() => null),
    getFooterLinks().catch((): FooterLink[] => []),
  ])
  const [left, right] = splitInHalves(links)
  const line = helpLine()
  const permit = conajzarPermit()

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {SITE_NAME}
          </h2>
          {config?.tagline ? <p className={styles.tagline}>{config.tagline}</p> : null}
          {config ? <SocialLinks config={config} /> : null}
        </section>

        {config ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('contact')}
            </h2>
            <dl className={styles.contact}>
              {config.telefono ? (
                <>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={`tel:${config.telefono.replace(/[^\d+]/g, '')}`}>{config.telefono}</a>
                  </dd>
                </>
              ) : null}
              {config.email ? (
                <>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${config.email}`} className={styles.email}>
                      <EmailText email={config.email} />
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {config.direcciones.length > 0 ? (
              <>
                <h3 className={styles.subheading}>{t('addresses')}</h3>
                <ul className={styles.addresses}>
                  {config.direcciones.map((d, i) => (
                    <li key={`${d.nombre}-${i}`}>
                      {d.nombre ? <strong>{d.nombre}</strong> : null}
                      <span>{d.direccion}</span>
                      {d.telefono ? (
                        <a href={`tel:${d.telefono.replace(/[^\d+]/g, '')}`}>{d.telefono}</a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}

        {links.length > 0 ? (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {t('links')}
            </h2>
            <div className={styles.columns} data-testid="footer-columns">
              {[left, right].map((column, i) => (
                <ul key={i} className={styles.column}>
                  {column.map((link) => (
                    <li key={`${link.titulo}-${link.file}`}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </nav>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.notice}>
            <span aria-hidden="true" className={styles.badge}>
              +18
            </span>
            <span>
              {t.rich('responsibleGambling', {
                linea: line.texto,
                tel: (chunks) => (
                  <a href={line.href} className={styles.helpLine}>
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </p>
          {/* The licence the game runs under: players look for the regulator before they pay. */}
          <p className={styles.licence}>
            {t('licence')}
            {permit ? <> {t('permit', { permiso: permit })}</> : null}
          </p>
          <p className={styles.rights}>
            {t('rights', { year: new Date().getFullYear(), siteName: SITE_NAME })}
          </p>
        </div>
      </div>
    </footer>
  )
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.file.startsWith('/') && !link.file.startsWith('//')) {
    return <Link href={link.file}>{link.titulo}</Link>
  }
  if (/^https?:\/\//i.test(link.file)) {
    return (
      <a href={link.file} target="_blank" rel="noopener noreferrer">
        {link.titulo}
      </a>
    )
  }
  return <span>{link.titulo}</span>
}

async function SocialLinks({ config }: { config: SiteConfig }) {
  const t = await getTranslations('Footer')
  const networks = [
    { key: 'facebook', url: config.urlFacebook, Icon: FacebookIcon },
    { key: 'twitter', url: config.urlTwitter, Icon: XIcon },
    { key: 'youtube', url: config.urlYoutube, Icon: YoutubeIcon },
    { key: 'instagram', url: config.urlInstagram, Icon: InstagramIcon },
  ] as const
  const present = networks.filter((n) => /^https:\/\//i.test(n.url))
  if (present.length === 0) return null
  return (
    <div>
      <p className={styles.subheading}>{t('followUs')}</p>
      <ul className={styles.social}>
        {present.map((n) => (
          <li key={n.key}>
            <a
              href={n.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('socialLink', { network: t(n.key), siteName: SITE_NAME })}
              className={styles.socialLink}
            >
              <n.Icon />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
