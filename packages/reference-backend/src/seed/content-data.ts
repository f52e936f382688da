import type {
  banners as bannersTable,
  commitments as commitmentsTable,
  configItems as configItemsTable,
  distributors as distributorsTable,
  faqs as faqsTable,
  footerLinks as footerLinksTable,
  infoPages as infoPagesTable,
  prizeItems as prizeItemsTable,
  promotions as promotionsTable,
  siteConfig as siteConfigTable,
} from '../db/schema'
import { TAX_PLACEHOLDER } from '../prizes/tax-text'

// Demo content of the embedded backend: pages, FAQ, banners, promotions, social commitments,
// prize items and points of sale of a fictitious operator, "Sorteos del Paraguay S.A.".
// Deterministic: no clocks, no randomness. Images live under public/demo/.

type InfoPageRow = typeof infoPagesTable.$inferInsert
type FaqRow = typeof faqsTable.$inferInsert
type SiteConfigRow = typeof siteConfigTable.$inferInsert
type FooterLinkRow = typeof footerLinksTable.$inferInsert
type ConfigItemRow = typeof configItemsTable.$inferInsert
type BannerRow = typeof bannersTable.$inferInsert
type PromotionRow = typeof promotionsTable.$inferInsert
type CommitmentRow = typeof commitmentsTable.$inferInsert
type PrizeItemRow = typeof prizeItemsTable.$inferInsert
type DistributorRow = typeof distributorsTable.$inferInsert

/** An indented HTML template as one clean string: each line trimmed, blank lines dropped. */
function markup(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings
    .reduce((text, part, index) => text + part + (values[index] ?? ''), '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n')
}

const EMPRESA = 'Sorteos del Paraguay S.A.'
const TELEFONO = '(021) 600 100'
const EMAIL = 'contacto@sorteosdelparaguay.com.py'
/** Filled with PRIZE_TAX_PERCENT when served, so the pages state the rate the claims withhold. */
const TAX = TAX_PLACEHOLDER

// ---------------------------------------------------------------------------------------------
// Static pages and policies (info-empresa/*)
// ---------------------------------------------------------------------------------------------

const empresaHtml = markup`
  <h2>Quiénes somos</h2>
  <p><strong>${EMPRESA}</strong> es una empresa paraguaya dedicada a la organización y
  comercialización del sorteo semanal tipo bingo que se realiza todos los domingos y se transmite
  en vivo para todo el país. Operamos bajo autorización de la Comisión Nacional de Juegos de Azar
  (CONAJZAR), conforme a la Ley N.º 1016/97 y sus reglamentaciones.</p>
  <p>Nacimos en Asunción en 1999 con un pequeño equipo y un objetivo claro: ofrecer a las familias
  paraguayas un entretenimiento transparente, seguro y accesible. Hoy llegamos a los 17
  departamentos y a la capital a través de más de 1.500 puntos de venta, agencias propias y
  nuestra plataforma en línea.</p>

  <h2>Nuestra historia</h2>
  <ul>
    <li><strong>1999:</strong> realizamos el primer sorteo en un estudio de televisión de
    Asunción, con cartones impresos distribuidos en 40 agencias.</li>
    <li><strong>2006:</strong> incorporamos la jugada <em>Revancha</em> y ampliamos la red de
    distribuidores a Ciudad del Este, Encarnación y Concepción.</li>
    <li><strong>2012:</strong> lanzamos <em>Siempre Sale</em>, la jugada que entrega su pozo en
    todos los sorteos.</li>
    <li><strong>2018:</strong> certificamos nuestro generador de números aleatorios con un
    laboratorio internacional independiente.</li>
    <li><strong>2021:</strong> abrimos la venta en línea de cartones y packs de sorteos, con pago
    mediante billeteras móviles y tarjetas de crédito o débito.</li>
    <li><strong>Hoy:</strong> más de 300.000 jugadas participan cada domingo y entregamos
    millones de guaraníes en premios cada semana.</li>
  </ul>

  <h2>Misión</h2>
  <p>Brindar un entretenimiento familiar, confiable y responsable, entregando premios que cambian
  vidas y destinando parte de nuestros resultados a proyectos que mejoran la calidad de vida de
  las comunidades de todo el Paraguay.</p>

  <h2>Visión</h2>
  <p>Ser el juego de sorteos más querido y confiable del país, reconocido por la transparencia de
  sus procesos, la innovación de sus canales y su compromiso con el juego responsable.</p>

  <h2>Nuestros valores</h2>
  <ul>
    <li><strong>Transparencia:</strong> cada sorteo se realiza en vivo, ante escribano público y
    con la fiscalización de la CONAJZAR.</li>
    <li><strong>Integridad:</strong> cumplimos las leyes y protegemos los datos de nuestros
    jugadores.</li>
    <li><strong>Responsabilidad:</strong> promovemos el juego como entretenimiento y ofrecemos
    herramientas de autoexclusión.</li>
    <li><strong>Cercanía:</strong> estamos presentes en cada rincón del país a través de nuestra
    red de agencias y distribuidores.</li>
    <li><strong>Compromiso social:</strong> apoyamos la educación, la salud, el deporte y el
    cuidado del medio ambiente.</li>
  </ul>

  <h2>Gobierno corporativo</h2>
  <p>${EMPRESA} es una sociedad anónima de capital nacional, con estados financieros auditados
  anualmente por una firma independiente. Contamos con un área de cumplimiento que supervisa la
  prevención del lavado de dinero conforme a las disposiciones de la SEPRELAD, y con un comité de
  juego responsable que revisa nuestras prácticas comerciales.</p>

  <h2>Contacto institucional</h2>
  <p>Casa Central: Av. Mariscal López 1234 c/ Venezuela, Asunción. Teléfono ${TELEFONO}.
  Correo: <a href="mailto:${EMAIL}">${EMAIL}</a>. También podés escribirnos desde la página de
  <a href="/contacto">Contacto</a>.</p>
`

const reglamentoHtml = markup`
  <h2>1. Disposiciones generales</h2>
  <p>El presente reglamento rige el sorteo semanal organizado por ${EMPRESA} (en adelante, «la
  Empresa»), autorizado por la Comisión Nacional de Juegos de Azar (CONAJZAR). La compra de un
  cartón implica la aceptación total de este reglamento, de los
  <a href="/condiciones">Términos y condiciones</a> y de la
  <a href="/politica-de-privacidad">Política de privacidad</a>.</p>
  <p>Solo pueden participar personas mayores de 18 años. Los menores de edad no pueden comprar
  cartones ni cobrar premios.</p>

  <h2>2. El sorteo</h2>
  <p>El sorteo se realiza todos los <strong>domingos a las 20:00 horas</strong> en nuestro estudio
  de Asunción, se transmite en vivo por televisión y por nuestros canales digitales, y se lleva a
  cabo ante escribano público y un fiscalizador de la CONAJZAR. Si por causa de fuerza mayor el
  sorteo no pudiera realizarse, se hará en la fecha y hora que la Empresa comunique con la debida
  anticipación, manteniéndose la validez de todos los cartones vendidos.</p>
  <p>Las bolillas se extraen de un bolillero mecánico certificado. Los números ganadores de la
  jugada <em>Azar</em> se obtienen mediante un generador de números aleatorios auditado.</p>

  <h2>3. El cartón y sus jugadas</h2>
  <p>Cada cartón tiene un número único de identificación y es válido únicamente para el sorteo
  indicado en él. Un cartón contiene las siguientes jugadas:</p>
  <ul>
    <li><strong>Tradicional:</strong> 15 números distintos del 01 al 60.</li>
    <li><strong>Revancha:</strong> 15 números distintos del 01 al 60, con una combinación distinta
    de la jugada Tradicional.</li>
    <li><strong>Siempre Sale:</strong> 15 números distintos del 01 al 60.</li>
    <li><strong>Azar:</strong> el número del cartón participa en un sorteo de premios por número
    de cartón. Esta jugada no tiene números impresos.</li>
  </ul>
  <p>Los números de cada jugada vienen impresos o asignados por el sistema y no pueden ser
  modificados por el jugador. En la compra en línea podés elegir entre los cartones disponibles.</p>

  <h2>4. Mecánica de cada jugada</h2>
  <h3>4.1. Tradicional</h3>
  <p>Se extraen 30 bolillas del 01 al 60. Ganan las jugadas que acierten 15, 14 o 13 de los
  números extraídos. Si ninguna jugada alcanza los 15 aciertos, el pozo mayor se acumula para el
  sorteo siguiente.</p>
  <h3>4.2. Revancha</h3>
  <p>Se realiza una nueva extracción independiente de 30 bolillas. Ganan las jugadas que acierten
  los 15 números. Si no hay ganadores, el pozo se acumula para el siguiente sorteo.</p>
  <h3>4.3. Siempre Sale</h3>
  <p>Se extraen bolillas una a una hasta que al menos una jugada Siempre Sale complete sus 15
  números. El pozo se reparte en partes iguales entre todas las jugadas que completen los 15
  aciertos con la última bolilla extraída. Como su nombre lo indica, este pozo sale en todos los
  sorteos.</p>
  <h3>4.4. Azar</h3>
  <p>Se sortean números de cartón entre todos los cartones vendidos para ese sorteo. Cada número
  de cartón sorteado recibe el premio anunciado para esa posición (dinero en efectivo, vehículos,
  motos, electrodomésticos u otros bienes).</p>

  <h2>5. Premios por cantidad de aciertos</h2>
  <p>El 50% de la recaudación de cada sorteo se destina a premios, distribuidos de la siguiente
  manera:</p>
  <table>
    <thead>
      <tr><th>Jugada</th><th>Aciertos</th><th>Porcentaje del fondo de premios</th></tr>
    </thead>
    <tbody>
      <tr><td>Tradicional</td><td>15</td><td>40% (acumulable)</td></tr>
      <tr><td>Tradicional</td><td>14</td><td>8%</td></tr>
      <tr><td>Tradicional</td><td>13</td><td>7%</td></tr>
      <tr><td>Revancha</td><td>15</td><td>20% (acumulable)</td></tr>
      <tr><td>Siempre Sale</td><td>15</td><td>15%</td></tr>
      <tr><td>Azar</td><td>Número de cartón</td><td>10% (en premios fijos)</td></tr>
    </tbody>
  </table>
  <p>Cuando hay más de un ganador en una misma categoría, el premio se divide en partes iguales.
  Los montos se expresan en guaraníes y se redondean a la centena inferior. Los resultados
  oficiales se publican en la sección <a href="/resultados">Resultados</a> el mismo domingo al
  finalizar el sorteo.</p>

  <h2>6. Precio del cartón y packs de sorteos</h2>
  <p>El precio del cartón de la semana es de <strong>Gs. 10.000</strong>. En la compra en línea
  también podés adquirir packs que te permiten participar en varios sorteos consecutivos con
  descuento:</p>
  <table>
    <thead>
      <tr><th>Pack</th><th>Sorteos</th><th>Precio</th></tr>
    </thead>
    <tbody>
      <tr><td>Cartón de la semana</td><td>1</td><td>Gs. 10.000</td></tr>
      <tr><td>Pack 12 sorteos</td><td>12</td><td>Gs. 114.000</td></tr>
      <tr><td>Pack 24 sorteos</td><td>24</td><td>Gs. 216.000</td></tr>
      <tr><td>Pack 48 sorteos</td><td>48</td><td>Gs. 408.000</td></tr>
      <tr><td>Pack promocional (edición limitada)</td><td>17</td><td>Gs. 98.000</td></tr>
    </tbody>
  </table>
  <p>Cada semana, mientras tu pack esté vigente, podés elegir tu cartón desde
  <a href="/mi-cuenta/datos-personales">Mi Cuenta</a>. Si no lo elegís antes del cierre de
  ventas, el sistema te asignará uno automáticamente. Los packs no son reembolsables una vez
  iniciado el primer sorteo.</p>

  <h2>7. Cierre de ventas</h2>
  <p>La venta de cartones para cada sorteo cierra el domingo a las 18:00 horas. Los cartones
  reservados y no pagados antes del cierre quedan liberados.</p>

  <h2>8. Cobro de premios</h2>
  <p>Los premios pueden reclamarse dentro de los <strong>60 días corridos</strong> contados desde
  la fecha del sorteo. Vencido ese plazo, el derecho al cobro caduca y el importe se destina
  conforme a lo establecido por la CONAJZAR.</p>
  <ul>
    <li><strong>Premios de hasta Gs. 2.000.000:</strong> se acreditan en tu billetera móvil desde
    <a href="/mi-cuenta/mis-premios">Mis Premios</a>, o se cobran en cualquier agencia
    autorizada.</li>
    <li><strong>Premios desde Gs. 2.000.001 hasta Gs. 500.000.000:</strong> se pagan por
    transferencia bancaria o giro, a solicitud del ganador desde
    <a href="/mi-cuenta/solicitud-de-cobro">Solicitud de Cobros</a>.</li>
    <li><strong>Premios mayores o premios en especie:</strong> se entregan en nuestra Casa
    Central, previa coordinación con el área de premios.</li>
  </ul>
  <p>Para cobrar es indispensable que tu cuenta esté verificada y que el titular del cartón
  presente su documento de identidad vigente. Los cartones rotos, adulterados o ilegibles no dan
  derecho a premio.</p>

  <h2>9. Impuestos</h2>
  <p>Sobre los premios en dinero se aplica una retención del <strong>${TAX}</strong> en concepto de
  impuesto, conforme a la normativa tributaria vigente. El monto retenido se informa en el
  detalle de cada premio y en la constancia de pago. Los premios en especie pueden estar sujetos
  a gastos de transferencia e inscripción a cargo del ganador.</p>

  <h2>10. Publicidad de los ganadores</h2>
  <p>Los ganadores autorizan a la Empresa a difundir su nombre, ciudad e imagen con fines
  informativos y promocionales, sin derecho a compensación, salvo que manifiesten expresamente su
  oposición al momento del cobro.</p>

  <h2>11. Reclamos</h2>
  <p>Cualquier reclamo relacionado con un sorteo debe presentarse por escrito dentro de los 15
  días siguientes a su realización, en Casa Central o al correo
  <a href="mailto:${EMAIL}">${EMAIL}</a>. En caso de discrepancia, prevalece el acta labrada por
  el escribano público interviniente.</p>
`

const terminosHtml = markup`
  <h2>1. Aceptación</h2>
  <p>Al registrarte y utilizar este sitio web aceptás los presentes Términos y condiciones, el
  <a href="/reglamento">Reglamento</a> del sorteo y la
  <a href="/politica-de-privacidad">Política de privacidad</a>. Si no estás de acuerdo con alguno
  de ellos, te pedimos que no utilices el sitio. ${EMPRESA} puede actualizar estos términos; la
  versión vigente es siempre la publicada en esta página.</p>

  <h2>2. Requisitos para registrarse</h2>
  <ul>
    <li>Ser mayor de 18 años.</li>
    <li>Contar con un documento de identidad válido (cédula de identidad, pasaporte o DNI).</li>
    <li>Proporcionar datos verdaderos, completos y actualizados.</li>
    <li>Tener una única cuenta personal e intransferible.</li>
  </ul>
  <p>La Empresa puede solicitar en cualquier momento la verificación de identidad mediante fotos
  del documento (anverso y reverso) y una selfie sosteniendo el documento. Las solicitudes se
  procesan de lunes a viernes dentro de las 24 horas.</p>

  <h2>3. Cuenta y seguridad</h2>
  <p>Sos responsable de mantener la confidencialidad de tu contraseña y de todas las operaciones
  realizadas con tu cuenta. Si sospechás un uso no autorizado, cambiá tu contraseña y comunicate
  con nosotros de inmediato. Podés revisar tus accesos recientes en
  <a href="/mi-cuenta/mis-sesiones">Mis Sesiones</a>.</p>

  <h2>4. Compra de cartones</h2>
  <p>Las compras en línea se abonan mediante los medios de pago habilitados (billeteras móviles y
  tarjetas de crédito o débito). Una compra se considera confirmada cuando el medio de pago
  aprueba la transacción; el cartón aparecerá entonces en
  <a href="/mi-cuenta/mis-cartones">Mis Cartones</a>. Los cartones reservados tienen un tiempo
  límite de pago, vencido el cual vuelven a estar disponibles.</p>
  <p>Por tratarse de un juego de azar con fecha cierta, no se admiten devoluciones ni
  cancelaciones de cartones una vez confirmada la compra, salvo error imputable a la Empresa.</p>

  <h2>5. Premios</h2>
  <p>El cobro de premios se rige por el <a href="/reglamento">Reglamento</a>. El titular de la
  cuenta que compró el cartón es el único beneficiario del premio. La Empresa puede retener un
  pago mientras verifica la identidad del ganador o ante indicios de fraude.</p>

  <h2>6. Juego responsable</h2>
  <p>Promovemos el juego como entretenimiento. Podés solicitar tu autoexclusión en cualquier
  momento desde <a href="/mi-cuenta/autoexclusion">Mi Cuenta &gt; Autoexclusión</a>. Durante el
  período elegido no vas a poder comprar cartones ni recibir comunicaciones promocionales. Más
  información en <a href="/autoexclusion">Juego responsable</a>.</p>

  <h2>7. Usos prohibidos</h2>
  <ul>
    <li>Registrar cuentas a nombre de terceros o con datos falsos.</li>
    <li>Utilizar medios de pago de los que no seas titular o no estés autorizado a usar.</li>
    <li>Intentar vulnerar la seguridad del sitio o automatizar compras.</li>
    <li>Revender cartones adquiridos en línea.</li>
  </ul>
  <p>El incumplimiento de estas reglas habilita a la Empresa a suspender o cancelar la cuenta,
  sin perjuicio de las acciones legales que correspondan.</p>

  <h2>8. Responsabilidad</h2>
  <p>La Empresa no se responsabiliza por interrupciones del servicio causadas por fallas de
  conectividad, de los proveedores de pago o por causas de fuerza mayor. En caso de discrepancia
  entre la información publicada en el sitio y el acta oficial del sorteo, prevalece el acta.</p>

  <h2>9. Protección del consumidor</h2>
  <p>Estos términos se interpretan conforme a la Ley N.º 1334/98 de Defensa del Consumidor y del
  Usuario y a la Ley N.º 4868/13 de Comercio Electrónico. Ante cualquier consulta o reclamo
  podés comunicarte al ${TELEFONO} o a <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>

  <h2>10. Legislación aplicable</h2>
  <p>Estos términos se rigen por las leyes de la República del Paraguay. Para cualquier
  controversia, las partes se someten a la jurisdicción de los tribunales de la ciudad de
  Asunción.</p>
`

const ludopatiaHtml = markup`
  <h2>Jugá con responsabilidad</h2>
  <p>En ${EMPRESA} creemos que el juego debe ser siempre una forma de entretenimiento y nunca una
  manera de obtener ingresos o resolver problemas económicos. Por eso ponemos a tu disposición
  información y herramientas para que juegues de forma consciente.</p>

  <h2>Señales de alerta</h2>
  <ul>
    <li>Gastás en cartones más dinero del que habías planeado.</li>
    <li>Pedís prestado o dejás de pagar cuentas para seguir jugando.</li>
    <li>Intentás recuperar lo perdido comprando más cartones.</li>
    <li>Ocultás a tu familia cuánto tiempo o dinero dedicás al juego.</li>
    <li>Te sentís ansioso o irritable cuando no podés jugar.</li>
  </ul>
  <p>Si te identificás con alguna de estas situaciones, te recomendamos tomar una pausa y buscar
  ayuda.</p>

  <h2>¿Qué es la autoexclusión?</h2>
  <p>La autoexclusión es una medida voluntaria por la que pedís que se bloquee tu cuenta durante
  un período determinado. Mientras dure, no vas a poder comprar cartones ni packs, no vas a recibir
  comunicaciones promocionales y no vas a poder revertir la decisión antes de que venza el plazo
  elegido.</p>

  <h2>Períodos disponibles</h2>
  <p>Podés elegir entre distintos períodos, desde algunos meses hasta una exclusión por tiempo
  indefinido. Los plazos disponibles se muestran al momento de solicitarla. Los premios que ya
  hayas ganado siguen siendo tuyos y podés cobrarlos normalmente durante la autoexclusión.</p>

  <h2>Cómo solicitarla</h2>
  <ol>
    <li>Iniciá sesión en el sitio.</li>
    <li>Ingresá a <strong>Mi Cuenta &gt; Autoexclusión</strong> o directamente a
    <a href="/mi-cuenta/autoexclusion">este enlace</a>.</li>
    <li>Elegí el período de autoexclusión.</li>
    <li>Presioná <strong>CONFIRMAR AUTOEXCLUSIÓN</strong>. El bloqueo es inmediato.</li>
  </ol>
  <p>También podés solicitarla personalmente en nuestra Casa Central o en cualquiera de nuestras
  sucursales, presentando tu documento de identidad.</p>

  <h2>Consejos para un juego sano</h2>
  <ul>
    <li>Fijá un presupuesto semanal y respetalo.</li>
    <li>No juegues para recuperar pérdidas.</li>
    <li>No juegues bajo los efectos del alcohol o cuando estés triste o estresado.</li>
    <li>Compartí tiempo con tu familia y amigos en otras actividades.</li>
  </ul>

  <h2>Pedí ayuda</h2>
  <p>Si vos o alguien cercano necesita orientación, comunicate con nuestra línea de juego
  responsable al <strong>${TELEFONO}, opción 3</strong> (lunes a viernes de 8:00 a 17:00) o
  escribinos a <a href="mailto:${EMAIL}">${EMAIL}</a>. También podés acudir a los servicios de
  salud mental del Ministerio de Salud Pública y Bienestar Social en tu localidad.</p>
  <p><strong>Prohibida la venta a menores de 18 años.</strong></p>
`

const privacidadHtml = markup`
  <h2>1. Responsable del tratamiento</h2>
  <p>${EMPRESA}, con domicilio en Av. Mariscal López 1234 c/ Venezuela, Asunción, es responsable
  del tratamiento de los datos personales que nos proporcionás al utilizar este sitio web y
  nuestros servicios. Tratamos tus datos conforme a la Constitución Nacional, la Ley N.º 1682/01
  que reglamenta la información de carácter privado, la Ley N.º 6534/20 de protección de datos
  personales crediticios y demás normas aplicables.</p>

  <h2>2. Datos que recopilamos</h2>
  <ul>
    <li><strong>Datos de identificación:</strong> nombre, apellido, tipo y número de documento,
    fecha de nacimiento, sexo y nacionalidad.</li>
    <li><strong>Datos de contacto:</strong> correo electrónico, teléfono, dirección, departamento
    y ciudad.</li>
    <li><strong>Datos de verificación:</strong> imágenes de tu documento y una selfie, utilizadas
    exclusivamente para confirmar tu identidad.</li>
    <li><strong>Datos transaccionales:</strong> cartones comprados, premios, solicitudes de cobro
    y cuentas o billeteras de destino.</li>
    <li><strong>Datos técnicos:</strong> dirección IP, fecha y hora de tus sesiones, tipo de
    navegador y cookies, según se detalla en nuestra Política de cookies.</li>
  </ul>

  <h2>3. Finalidades</h2>
  <ul>
    <li>Gestionar tu registro, tu cuenta y la compra de cartones.</li>
    <li>Verificar tu identidad y tu mayoría de edad.</li>
    <li>Pagar premios y cumplir las obligaciones tributarias y de prevención del lavado de
    dinero.</li>
    <li>Atender consultas y reclamos.</li>
    <li>Enviarte novedades y promociones, solo si lo autorizaste.</li>
    <li>Aplicar las medidas de autoexclusión y juego responsable que solicites.</li>
  </ul>

  <h2>4. Con quién compartimos tus datos</h2>
  <p>No vendemos tus datos personales. Solo los compartimos con los proveedores de medios de pago
  necesarios para procesar tus compras y cobros, con la Comisión Nacional de Juegos de Azar y
  otras autoridades cuando la ley lo exija, y con proveedores tecnológicos que actúan por nuestra
  cuenta bajo acuerdos de confidencialidad.</p>

  <h2>5. Conservación</h2>
  <p>Conservamos tus datos mientras tu cuenta esté activa y, luego, durante los plazos exigidos por
  la normativa tributaria, comercial y de prevención del lavado de dinero. Las imágenes de
  verificación se conservan mientras sean necesarias para acreditar tu identidad.</p>

  <h2>6. Seguridad</h2>
  <p>Aplicamos medidas técnicas y organizativas para proteger tus datos: cifrado de las
  comunicaciones, control de accesos, registros de auditoría y un sistema de gestión de seguridad
  de la información basado en estándares internacionales.</p>

  <h2>7. Tus derechos</h2>
  <p>Podés solicitar el acceso, la rectificación, la actualización o la supresión de tus datos, así
  como oponerte al envío de comunicaciones comerciales. Para ejercer estos derechos escribinos a
  <a href="mailto:${EMAIL}">${EMAIL}</a> indicando tu nombre y número de documento. Algunos datos
  podés actualizarlos vos mismo desde
  <a href="/mi-cuenta/editar-perfil">Mi Cuenta &gt; Editar Perfil</a>.</p>

  <h2>8. Menores de edad</h2>
  <p>Nuestros servicios están dirigidos exclusivamente a mayores de 18 años. Si detectamos que una
  cuenta pertenece a un menor, la cancelaremos y eliminaremos sus datos.</p>

  <h2>9. Cambios a esta política</h2>
  <p>Podemos actualizar esta política para reflejar cambios legales o de nuestros servicios.
  Publicaremos la versión vigente en esta página y, si los cambios son relevantes, te lo
  informaremos por correo electrónico.</p>
`

const cookiesHtml = markup`
  <h2>¿Qué son las cookies?</h2>
  <p>Las cookies son pequeños archivos que un sitio web guarda en tu navegador para recordar
  información sobre tu visita, como tu sesión o tus preferencias. También utilizamos el
  almacenamiento local del navegador con fines similares.</p>

  <h2>Tipos de cookies que utilizamos</h2>
  <h3>Cookies estrictamente necesarias</h3>
  <p>Permiten iniciar sesión, mantener tu carrito de cartones, proteger los formularios contra
  ataques y recordar tu elección sobre las cookies. Están siempre activas porque sin ellas el sitio
  no funciona correctamente.</p>
  <h3>Cookies analíticas</h3>
  <p>Nos ayudan a entender cómo se usa el sitio (páginas más visitadas, tiempos de carga, errores)
  para mejorarlo. La información se procesa de forma agregada. Solo se activan si las aceptás.</p>
  <h3>Cookies publicitarias</h3>
  <p>Permiten mostrarte promociones relevantes en otros sitios y medir la eficacia de nuestras
  campañas. Solo se activan si las aceptás.</p>

  <h2>Cómo gestionar tus preferencias</h2>
  <p>En tu primera visita te mostramos un aviso donde podés aceptar, declinar o configurar las
  cookies desde el <strong>Centro de preferencia de la privacidad</strong>. Podés cambiar tu
  elección en cualquier momento borrando los datos del sitio en tu navegador. Tené en cuenta que
  bloquear las cookies necesarias puede impedir el uso de algunas funciones.</p>

  <h2>Más información</h2>
  <p>Para conocer cómo tratamos tus datos personales, consultá nuestra
  <a href="/politica-de-privacidad">Política de privacidad</a> o escribinos a
  <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>
`

const certificacionRngHtml = markup`
  <p>El generador de números aleatorios (RNG) utilizado en la jugada <strong>Azar</strong> y el
  software de gestión de sorteos fueron evaluados por un laboratorio de ensayos independiente y
  acreditado internacionalmente.</p>
  <h3>Qué se verificó</h3>
  <ul>
    <li>Que los números generados son estadísticamente aleatorios e impredecibles.</li>
    <li>Que ningún operador puede alterar ni anticipar los resultados.</li>
    <li>Que cada número de cartón vendido tiene la misma probabilidad de resultar premiado.</li>
    <li>La integridad del código fuente certificado mediante firmas digitales.</li>
  </ul>
  <p>La certificación se renueva cada año y ante cualquier cambio en el software. Además, el
  bolillero mecánico utilizado en las jugadas Tradicional, Revancha y Siempre Sale se inspecciona
  y pesa bolilla por bolilla antes de cada sorteo, ante escribano público.</p>
`

const certificacionSeguridadHtml = markup`
  <p>Nuestro Sistema de Gestión de Seguridad de la Información está alineado con la norma
  internacional <strong>ISO/IEC 27001</strong> y es revisado periódicamente por auditores
  externos.</p>
  <h3>Alcance</h3>
  <ul>
    <li>Plataforma de venta en línea de cartones y packs.</li>
    <li>Procesos de verificación de identidad y pago de premios.</li>
    <li>Centro de datos y copias de respaldo.</li>
  </ul>
  <h3>Controles destacados</h3>
  <ul>
    <li>Cifrado TLS en todas las comunicaciones del sitio.</li>
    <li>Gestión de accesos con privilegios mínimos y autenticación reforzada para el personal.</li>
    <li>Monitoreo continuo y registro de eventos de seguridad.</li>
    <li>Plan de continuidad del negocio probado anualmente.</li>
  </ul>
  <p>Los pagos con tarjeta son procesados directamente por proveedores que cumplen el estándar
  PCI DSS; ${EMPRESA} no almacena los datos de tu tarjeta.</p>
`

const certificacionConajzarHtml = markup`
  <p>${EMPRESA} opera el sorteo semanal con autorización de la <strong>Comisión Nacional de
  Juegos de Azar (CONAJZAR)</strong>, organismo que regula y fiscaliza los juegos de suerte o de
  azar en la República del Paraguay conforme a la Ley N.º 1016/97.</p>
  <h3>Fiscalización de cada sorteo</h3>
  <ul>
    <li>Un fiscalizador de la CONAJZAR presencia cada sorteo y firma el acta oficial.</li>
    <li>Un escribano público certifica la extracción de las bolillas y los resultados.</li>
    <li>Los resultados y ganadores se informan a la Comisión dentro del plazo reglamentario.</li>
  </ul>
  <p>Además, cumplimos las disposiciones de prevención del lavado de dinero de la SEPRELAD y
  mantenemos al día nuestras obligaciones tributarias. Ante cualquier duda sobre la legitimidad
  de un punto de venta, consultá la lista oficial en <a href="/distribuidores">Puntos de
  venta</a>.</p>
`

export const infoPages: InfoPageRow[] = [
  {
    clave: 'empresa',
    nombre: 'empresa',
    titulo: 'La Empresa',
    descripcion: empresaHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'reglamento',
    nombre: 'reglamento',
    titulo: 'Reglamento del sorteo',
    descripcion: reglamentoHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'terminos',
    nombre: 'terminos',
    titulo: 'Términos y condiciones',
    descripcion: terminosHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'ludopatia',
    nombre: 'ludopatia',
    titulo: 'Juego responsable y autoexclusión',
    descripcion: ludopatiaHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'certificaciones',
    nombre: 'certificaciones',
    titulo: 'Generación de números aleatorios auditada',
    descripcion: certificacionRngHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'certificaciones',
    nombre: 'certificaciones',
    titulo: 'Seguridad de la información',
    descripcion: certificacionSeguridadHtml,
    file: '',
    orden: 1,
  },
  {
    clave: 'certificaciones',
    nombre: 'certificaciones',
    titulo: 'Autorización de la CONAJZAR',
    descripcion: certificacionConajzarHtml,
    file: '',
    orden: 2,
  },
  {
    clave: 'politica_privacidad',
    nombre: 'politica_privacidad',
    titulo: 'Política de privacidad',
    descripcion: privacidadHtml,
    file: '',
    orden: 0,
  },
  {
    clave: 'politica_cookies',
    nombre: 'politica_cookies',
    titulo: 'Política de cookies',
    descripcion: cookiesHtml,
    file: '',
    orden: 0,
  },
]

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

const faqEntries: readonly (readonly [pregunta: string, respuesta: string])[] = [
  [
    '¿Quiénes pueden participar?',
    markup`
      <p>Pueden participar todas las personas <strong>mayores de 18 años</strong> con documento de
      identidad válido. Para comprar en línea necesitás registrarte en el sitio.</p>
    `,
  ],
  [
    '¿Cuándo se realiza el sorteo?',
    markup`
      <p>Todos los <strong>domingos a las 20:00</strong>, en vivo por televisión y por nuestras
      redes sociales. La venta de cartones cierra el domingo a las 18:00.</p>
    `,
  ],
  [
    '¿Cómo compro un cartón en línea?',
    markup`
      <ol>
        <li>Registrate e iniciá sesión.</li>
        <li>Ingresá a <a href="/comprar-carton">Comprar Cartón</a> y elegí el cartón de la semana
        o un pack.</li>
        <li>Elegí tus cartones entre los disponibles.</li>
        <li>Pagá con el medio de pago que prefieras.</li>
      </ol>
      <p>Tenés una guía paso a paso en <a href="/ayuda/como-comprar">Cómo comprar</a>.</p>
    `,
  ],
  [
    '¿Cuánto cuesta el cartón?',
    markup`
      <p>El cartón de la semana cuesta <strong>Gs. 10.000</strong> e incluye las jugadas
      Tradicional, Revancha, Siempre Sale y Azar.</p>
    `,
  ],
  [
    '¿Qué son los packs de sorteos?',
    markup`
      <p>Los packs te permiten participar en varios sorteos consecutivos pagando una sola vez y con
      descuento: 12 sorteos por Gs. 114.000, 24 sorteos por Gs. 216.000 o 48 sorteos por
      Gs. 408.000. Cada semana elegís tu cartón desde <strong>Mi Cuenta</strong>; si no lo hacés,
      te asignamos uno automáticamente.</p>
    `,
  ],
  [
    '¿Qué medios de pago aceptan?',
    markup`
      <p>Podés pagar con <strong>Tigo Money</strong>, <strong>Billetera Personal</strong>,
      <strong>Zimple</strong> y con tarjetas de crédito o débito a través de
      <strong>Bancard</strong>. Todas las
      transacciones son seguras y cifradas. En las agencias y puntos de venta también se acepta
      efectivo.</p>
    `,
  ],
  [
    '¿Cómo sé si mi cartón es ganador?',
    markup`
      <p>Ingresá el número de tu cartón y elegí la fecha del sorteo en el formulario
      <strong>Verificá tu cartón</strong> de la página de inicio o de
      <a href="/resultados">Resultados</a>. Si compraste en línea, tus premios aparecen además en
      <a href="/mi-cuenta/mis-premios">Mis Premios</a>.</p>
    `,
  ],
  [
    '¿Dónde veo los resultados?',
    markup`
      <p>En la sección <a href="/resultados">Resultados</a> encontrás las bolillas sorteadas de cada
      jugada, la cantidad de ganadores y la distribución de premios de todos los sorteos
      anteriores.</p>
    `,
  ],
  [
    '¿Cómo cobro un premio?',
    markup`
      <p>Desde <a href="/mi-cuenta/mis-premios">Mis Premios</a> presioná <strong>Cobrar</strong>:</p>
      <ul>
        <li>Premios de <strong>hasta Gs. 2.000.000</strong>: se acreditan en tu billetera
        móvil.</li>
        <li>Premios <strong>desde Gs. 2.000.001 hasta Gs. 500.000.000</strong>: solicitás el pago
        por transferencia bancaria o giro completando el formulario de solicitud de cobro.</li>
      </ul>
      <p>También podés acercarte a retirar tu premio a nuestra Casa Central con tu documento.</p>
    `,
  ],
  [
    '¿Cuánto tiempo tengo para cobrar?',
    markup`
      <p>Tenés <strong>60 días corridos</strong> desde la fecha del sorteo. Pasado ese plazo el
      premio caduca.</p>
    `,
  ],
  [
    '¿Los premios pagan impuestos?',
    markup`
      <p>Sí. Sobre los premios en dinero se retiene el <strong>${TAX}</strong> en concepto de
      impuesto. Antes de confirmar el cobro vas a ver el premio, el descuento fiscal y el total a
      recibir.</p>
    `,
  ],
  [
    '¿Por qué debo verificar mi cuenta?',
    markup`
      <p>La verificación de identidad protege tu cuenta y es obligatoria para cobrar premios.
      Desde <a href="/mi-cuenta/solicitar-verificacion">Solicitar Verificación</a> subí una foto
      del frente y del dorso de tu documento y una selfie sosteniéndolo (máximo 25 MB por imagen).
      Procesamos las solicitudes de lunes a viernes dentro de las 24 horas. Más detalles en
      <a href="/ayuda/verificacion-cuenta">Verificación de cuenta</a>.</p>
    `,
  ],
  [
    '¿Cuánto tarda en acreditarse un cobro por transferencia?',
    markup`
      <p>Las solicitudes de cobro se procesan en días hábiles, generalmente dentro de las 72 horas.
      Podés seguir el estado de cada solicitud en
      <a href="/mi-cuenta/solicitud-de-cobro">Solicitud de Cobros</a> y descargar el comprobante
      cuando figure como <strong>PROCESADA</strong>.</p>
    `,
  ],
  [
    'Olvidé mi contraseña, ¿qué hago?',
    markup`
      <p>Ingresá a <a href="/recuperar">Recuperar contraseña</a>, escribí tu correo y te enviaremos
      un enlace para crear una nueva.</p>
    `,
  ],
  [
    '¿Cómo me autoexcluyo?',
    markup`
      <p>Iniciá sesión, ingresá a <a href="/mi-cuenta/autoexclusion">Mi Cuenta &gt;
      Autoexclusión</a>, elegí el período y presioná <strong>Confirmar autoexclusión</strong>.
      Durante ese tiempo no vas a poder comprar cartones. Más información en
      <a href="/autoexclusion">Juego responsable</a>.</p>
    `,
  ],
  [
    '¿Puedo comprar cartones en un punto de venta?',
    markup`
      <p>Sí. Tenemos agencias y distribuidores en todo el país. Encontrá el más cercano en el mapa
      de <a href="/distribuidores">Puntos de venta</a>.</p>
    `,
  ],
  [
    'Perdí mi cartón impreso, ¿puedo cobrar igual?',
    markup`
      <p>El cartón impreso es el único comprobante para cobrar un premio comprado en un punto de
      venta, por lo que no es posible cobrar sin él. Los cartones comprados en línea quedan
      siempre registrados en <a href="/mi-cuenta/mis-cartones">Mis Cartones</a>.</p>
    `,
  ],
]

export const faqs: FaqRow[] = faqEntries.map(([pregunta, respuesta], orden) => ({
  pregunta,
  respuesta,
  orden,
}))

// ---------------------------------------------------------------------------------------------
// Site config, footer and configuration keys
// ---------------------------------------------------------------------------------------------

export const siteConfigRow: SiteConfigRow = {
  tagline: 'El sorteo de los domingos que reparte alegría en todo el Paraguay',
  direccion: [
    `Casa Central:Av. Mariscal López 1234 c/ Venezuela, Asunción:${TELEFONO}`,
    'Sucursal Ciudad del Este:Av. San Blas 850 c/ Av. Monseñor Rodríguez, Ciudad del Este:(061) 500 200',
    'Sucursal Encarnación:Av. Irrazábal 1550 c/ Mariscal Estigarribia, Encarnación:(071) 200 300',
  ].join('|'),
  urlFacebook: 'https://www.facebook.com/sorteosdelparaguay',
  urlTwitter: 'https://x.com/sorteosdelpy',
  urlYoutube: 'https://www.youtube.com/@sorteosdelparaguay',
  urlInstagram: 'https://www.instagram.com/sorteosdelparaguay',
  telefono: TELEFONO,
  email: EMAIL,
}

export const footerLinks: FooterLinkRow[] = [
  { titulo: 'Reglamento', file: '/reglamento' },
  { titulo: 'Términos y condiciones', file: '/condiciones' },
  { titulo: 'Política de privacidad', file: '/politica-de-privacidad' },
  { titulo: 'Juego responsable', file: '/autoexclusion' },
  { titulo: 'Preguntas frecuentes', file: '/preguntas-frecuentes' },
  { titulo: 'Contacto', file: '/contacto' },
  { titulo: 'Puntos de venta', file: '/distribuidores' },
  { titulo: 'Certificaciones', file: '/certificaciones' },
].map((link, orden) => ({ ...link, orden }))

export const configItems: ConfigItemRow[] = [
  { nombre: 'PRECIO_CARTON', valor: '10000' },
  { nombre: 'COBRO_MONTO_MAX_BILLETERA', valor: '2000000' },
  { nombre: 'COBRO_MONTO_MIN_TRANSFERENCIA', valor: '2000001' },
  { nombre: 'COBRO_MONTO_MAX_TRANSFERENCIA', valor: '500000000' },
  { nombre: 'IMPUESTO_PREMIO_PORCENTAJE', valor: '4.5' },
]

// ---------------------------------------------------------------------------------------------
// Home banners
// ---------------------------------------------------------------------------------------------

const bannerEntries: readonly Omit<BannerRow, 'foto' | 'fotoMovil' | 'orden'>[] = [
  {
    titulo: 'Este domingo el pozo es millonario',
    textoUrl: 'Comprá tu cartón',
    linkUrl: '/comprar-carton',
    activo: true,
  },
  {
    titulo: 'Packs de sorteos: jugá todo el año y ahorrá hasta {ahorroMaximo}',
    textoUrl: 'Ver packs',
    linkUrl: '/comprar-carton',
    activo: true,
  },
  {
    titulo: 'Consultá si tu cartón es ganador',
    textoUrl: 'Ver resultados',
    linkUrl: '/resultados',
    activo: true,
  },
  {
    titulo: 'Gran sorteo de fin de año: camionetas 0 km',
    textoUrl: 'Ver promociones',
    linkUrl: '/promociones',
    activo: false,
  },
]

export const banners: BannerRow[] = bannerEntries.map((banner, index) => ({
  ...banner,
  foto: `/demo/banners/banner-${index + 1}.svg`,
  fotoMovil: `/demo/banners/banner-${index + 1}-movil.svg`,
  orden: index,
}))

// ---------------------------------------------------------------------------------------------
// Promotions
// ---------------------------------------------------------------------------------------------

interface PromotionEntry {
  nombre: string
  descripcionCorta: string
  descripcionLarga: string
  /** Base name of a PDF under public/demo/documentos/, or null for none. */
  documento: string | null
  url: string
}

const promotionEntries: readonly PromotionEntry[] = [
  {
    nombre: 'Pack 48 sorteos',
    descripcionCorta: 'Jugá casi un año entero y ahorrá 15% en tus cartones.',
    descripcionLarga: markup`
      <p>Con el <strong>Pack 48 sorteos</strong> participás en 48 domingos consecutivos por solo
      <strong>Gs. 408.000</strong>, un 15% menos que comprando cartón por cartón.</p>
      <ul>
        <li>Elegís tu cartón cada semana desde Mi Cuenta.</li>
        <li>Si te olvidás, te asignamos uno automáticamente.</li>
        <li>Todas las jugadas incluidas: Tradicional, Revancha, Siempre Sale y Azar.</li>
      </ul>
    `,
    documento: 'bases-pack-48-sorteos',
    url: '/comprar-carton',
  },
  {
    nombre: 'Cartón de la semana',
    descripcionCorta: 'Con Gs. 10.000 participás este domingo en las cuatro jugadas.',
    descripcionLarga: markup`
      <p>El <strong>cartón de la semana</strong> te da cuatro oportunidades de ganar en un solo
      sorteo. Compralo en línea o en cualquier punto de venta hasta el domingo a las 18:00.</p>
    `,
    documento: null,
    url: '/comprar-carton',
  },
  {
    nombre: 'Gran sorteo de fin de año',
    descripcionCorta: 'En diciembre la jugada Azar sortea 3 camionetas 0 km.',
    descripcionLarga: markup`
      <p>Todos los cartones vendidos para los sorteos de diciembre participan automáticamente del
      <strong>Gran sorteo de fin de año</strong>, con tres camionetas 0 km, diez motos y cien
      premios de Gs. 1.000.000.</p>
      <p>Los premios en especie se entregan en Casa Central con la documentación al día. Consultá
      las bases y condiciones completas en el documento adjunto.</p>
    `,
    documento: 'bases-gran-sorteo-fin-de-anio',
    url: '/promociones',
  },
  {
    nombre: 'Mes de las madres',
    descripcionCorta: 'En mayo, premios extra en electrodomésticos para mamá.',
    descripcionLarga: markup`
      <p>Durante los sorteos de mayo, la jugada Azar suma <strong>20 combos de
      electrodomésticos</strong> (heladera, lavarropas y microondas) para celebrar el 15 de mayo
      con las madres paraguayas.</p>
    `,
    documento: 'bases-mes-de-las-madres',
    url: '/promociones',
  },
  {
    nombre: 'Día del padre',
    descripcionCorta: 'En junio sorteamos 10 kits parrilleros y 2 motos.',
    descripcionLarga: markup`
      <p>Para el <strong>Día del padre</strong>, los cartones del segundo domingo de junio
      participan por 10 kits parrilleros completos y 2 motos 150 cc.</p>
    `,
    documento: null,
    url: '/promociones',
  },
  {
    nombre: 'San Juan Ára',
    descripcionCorta: 'Festejá San Juan con un pozo Siempre Sale reforzado.',
    descripcionLarga: markup`
      <p>En el sorteo más cercano al 24 de junio, el pozo de <strong>Siempre Sale</strong> se
      refuerza con Gs. 50.000.000 adicionales. ¡Que no te falte tu cartón junto al chipa y el
      pastel mandi'o!</p>
    `,
    documento: 'bases-san-juan-ara',
    url: '/comprar-carton',
  },
  {
    nombre: 'Pack promocional 17 sorteos',
    descripcionCorta: 'Edición limitada: 17 sorteos por Gs. 98.000.',
    descripcionLarga: markup`
      <p>Por tiempo limitado, el <strong>Pack promocional 17 sorteos</strong> te permite
      participar en 17 domingos consecutivos por <strong>Gs. 98.000</strong>. Promoción válida
      para compras en línea hasta agotar el cupo.</p>
    `,
    documento: 'bases-pack-17-sorteos',
    url: '/comprar-carton',
  },
  {
    nombre: 'Verificá tu cuenta y ganá',
    descripcionCorta: 'Las cuentas verificadas participan por una moto cada mes.',
    descripcionLarga: markup`
      <p>Verificá tu identidad desde <a href="/mi-cuenta/solicitar-verificacion">Mi Cuenta</a> y
      participá automáticamente del sorteo mensual de una <strong>moto 0 km</strong> entre todas
      las cuentas verificadas que hayan comprado al menos un cartón en el mes.</p>
    `,
    documento: 'bases-verifica-tu-cuenta',
    url: '/ayuda/verificacion-cuenta',
  },
  {
    nombre: 'Verano millonario',
    descripcionCorta: 'Enero y febrero con pozo Tradicional garantizado.',
    descripcionLarga: markup`
      <p>Durante el <strong>Verano millonario</strong> garantizamos un pozo mínimo de
      Gs. 1.500.000.000 para la jugada Tradicional en cada sorteo de enero y febrero.</p>
    `,
    documento: null,
    url: '/resultados',
  },
  {
    nombre: 'Pagá con tu billetera móvil',
    descripcionCorta: 'Comprá con billetera y sumá una chance extra en Azar.',
    descripcionLarga: markup`
      <p>Cada compra en línea pagada con billetera móvil suma una <strong>chance extra</strong> en
      el sorteo mensual de órdenes de compra de Gs. 500.000. Conocé cómo pagar en
      <a href="/ayuda/como-comprar">Cómo comprar</a>.</p>
    `,
    documento: 'bases-billetera-movil',
    url: '/ayuda/como-comprar',
  },
  {
    nombre: 'Invitá a un amigo',
    descripcionCorta: 'Si tu amigo se registra y compra, los dos reciben un cartón de regalo.',
    descripcionLarga: markup`
      <p>Compartí tu experiencia: cuando un amigo se registra con tu correo como referencia y
      compra su primer cartón, <strong>ambos reciben un cartón de regalo</strong> para el sorteo
      siguiente. Máximo 5 amigos por mes.</p>
    `,
    documento: null,
    url: '/registrar',
  },
  {
    nombre: 'Aniversario: 25 años de alegrías',
    descripcionCorta: 'Celebramos con un sorteo especial de Gs. 5.000 millones.',
    descripcionLarga: markup`
      <p>Para celebrar nuestro aniversario realizaremos un <strong>sorteo especial</strong> con un
      pozo total de Gs. 5.000.000.000 distribuidos entre todas las jugadas. Mirá la transmisión en
      vivo en nuestro canal de <a href="https://www.youtube.com/@sorteosdelparaguay">YouTube</a>.</p>
    `,
    documento: 'bases-aniversario',
    url: 'https://www.youtube.com/@sorteosdelparaguay',
  },
]

export const promotions: PromotionRow[] = promotionEntries.map((promo, index) => ({
  nombre: promo.nombre,
  descripcionCorta: promo.descripcionCorta,
  descripcionLarga: promo.descripcionLarga,
  file: `/demo/promociones/promo-${String(index + 1).padStart(2, '0')}.svg`,
  documento: promo.documento === null ? '' : `/demo/documentos/${promo.documento}.pdf`,
  url: promo.url,
  orden: index,
}))

// ---------------------------------------------------------------------------------------------
// Social commitments
// ---------------------------------------------------------------------------------------------

const commitmentEntries: readonly Omit<CommitmentRow, 'foto' | 'orden'>[] = [
  {
    titulo: 'Útiles escolares para escuelas del Chaco',
    enInicio: true,
    contenido: markup`
      <p>Entregamos <strong>2.400 kits de útiles escolares</strong> a alumnos de escuelas rurales
      e indígenas de Boquerón y Alto Paraguay, en coordinación con las supervisiones educativas de
      cada zona.</p>
      <p>Cada kit incluye cuadernos, lápices, mochila y materiales de arte, y llegó a comunidades
      de Filadelfia, Mariscal Estigarribia, Fuerte Olimpo y Bahía Negra.</p>
    `,
  },
  {
    titulo: 'Equipamiento para hospitales regionales',
    enInicio: true,
    contenido: markup`
      <p>Donamos monitores multiparamétricos, camas articuladas y sillas de ruedas a los hospitales
      regionales de Coronel Oviedo, Villarrica y Concepción.</p>
      <p>La entrega se realizó junto a las direcciones regionales de salud, que definieron las
      necesidades prioritarias de cada servicio.</p>
    `,
  },
  {
    titulo: 'Reforestación con especies nativas',
    enInicio: true,
    contenido: markup`
      <p>Con voluntarios de nuestra empresa y estudiantes de colegios locales plantamos
      <strong>15.000 árboles nativos</strong> —lapacho, cedro, yvyrá pytã y timbó— en áreas
      degradadas de Caaguazú y Canindeyú.</p>
      <p>El proyecto incluye tres años de seguimiento y mantenimiento de los plantines.</p>
    `,
  },
  {
    titulo: 'Fútbol infantil en los barrios',
    enInicio: true,
    contenido: markup`
      <p>Apoyamos a <strong>32 escuelitas de fútbol</strong> de clubes de barrio de Central y
      Asunción con camisetas, pelotas, arcos y capacitación para entrenadores.</p>
      <p>Más de 1.800 niñas y niños practican deporte cada semana en un ambiente seguro.</p>
    `,
  },
  {
    titulo: 'Asistencia a familias afectadas por las crecidas',
    enInicio: false,
    contenido: markup`
      <p>Ante la crecida del río Paraguay, entregamos víveres, agua potable, colchones y chapas a
      familias albergadas en Pilar, Alberdi y los bañados de Asunción, junto a la Secretaría de
      Emergencia Nacional.</p>
    `,
  },
  {
    titulo: 'Equipos para bomberos voluntarios',
    enInicio: false,
    contenido: markup`
      <p>Donamos trajes estructurales, equipos de respiración autónoma y mangueras a compañías de
      bomberos voluntarios de Luque, Limpio, Caacupé y Encarnación.</p>
    `,
  },
  {
    titulo: 'Comedores comunitarios',
    enInicio: false,
    contenido: markup`
      <p>Acompañamos a 20 comedores y ollas populares de Asunción y Central con alimentos no
      perecederos y utensilios de cocina, garantizando más de 4.000 platos de comida por
      semana.</p>
    `,
  },
  {
    titulo: 'Becas universitarias',
    enInicio: false,
    contenido: markup`
      <p>Cada año otorgamos <strong>50 becas completas</strong> a jóvenes de alto rendimiento
      académico de los 17 departamentos para carreras de grado en universidades del país.</p>
    `,
  },
  {
    titulo: 'Limpieza del lago Ypacaraí',
    enInicio: false,
    contenido: markup`
      <p>Organizamos jornadas de limpieza en las costas del lago Ypacaraí y de los arroyos de
      Areguá y San Bernardino, con la participación de más de 600 voluntarios y la recolección de
      12 toneladas de residuos.</p>
    `,
  },
  {
    titulo: 'Apoyo a artesanas del ñandutí',
    enInicio: false,
    contenido: markup`
      <p>Junto a artesanas de Itauguá impulsamos talleres de diseño y comercialización para
      preservar el <strong>ñandutí</strong>, tejido emblemático del Paraguay, y acercarlo a nuevos
      mercados.</p>
    `,
  },
  {
    titulo: 'Agua segura para comunidades indígenas',
    enInicio: false,
    contenido: markup`
      <p>Construimos aljibes y tanques de almacenamiento de agua de lluvia en comunidades indígenas
      de Presidente Hayes y Boquerón, beneficiando a más de 350 familias durante la temporada
      seca.</p>
    `,
  },
  {
    titulo: 'Rehabilitación e inclusión',
    enInicio: false,
    contenido: markup`
      <p>Colaboramos con centros de rehabilitación de Asunción, Ciudad del Este y Encarnación con
      la compra de equipos de fisioterapia y sillas de ruedas adaptadas para niños.</p>
    `,
  },
  {
    titulo: 'Orquestas infantiles comunitarias',
    enInicio: false,
    contenido: markup`
      <p>Financiamos instrumentos y clases para orquestas infantiles de barrios vulnerables, que
      hoy reúnen a más de 300 niños y jóvenes músicos en Asunción, Luque y San Lorenzo.</p>
    `,
  },
  {
    titulo: 'Educación financiera y juego responsable',
    enInicio: false,
    contenido: markup`
      <p>Dictamos talleres gratuitos de educación financiera y prevención de la ludopatía en
      colegios, asociaciones vecinales y para toda nuestra red de distribuidores.</p>
      <p>Más información en <a href="/autoexclusion">Juego responsable</a>.</p>
    `,
  },
]

export const commitments: CommitmentRow[] = commitmentEntries.map((commitment, index) => ({
  ...commitment,
  foto: `/demo/compromisos/compromiso-${String(index + 1).padStart(2, '0')}.svg`,
  orden: index,
}))

// ---------------------------------------------------------------------------------------------
// Prize items (home slider)
// ---------------------------------------------------------------------------------------------

const prizeItemEntries: readonly Omit<PrizeItemRow, 'foto' | 'orden'>[] = [
  {
    nombre: 'Camioneta 0 km',
    tipoPremio: 'Vehículo',
    descripcion:
      'Camioneta doble cabina 4x4 diésel, 0 km, con patente y seguro por un año incluidos.',
  },
  {
    nombre: 'Moto 150 cc',
    tipoPremio: 'Moto',
    descripcion:
      'Moto 0 km de 150 cc con casco y chapa incluidos. Se sortean cada domingo en Azar.',
  },
  {
    nombre: 'Gs. 100.000.000 en efectivo',
    tipoPremio: 'Efectivo',
    descripcion: 'Premio mayor de la jugada Azar, acreditado por transferencia bancaria.',
  },
  {
    nombre: 'Combo hogar',
    tipoPremio: 'Electrodoméstico',
    descripcion: 'Heladera con freezer, lavarropas automático y aire acondicionado de 18.000 BTU.',
  },
  {
    nombre: 'Smart TV 65 pulgadas',
    tipoPremio: 'Electrodoméstico',
    descripcion:
      'Televisor 4K de 65 pulgadas con barra de sonido para disfrutar el sorteo en vivo.',
  },
  {
    nombre: 'Viaje para dos',
    tipoPremio: 'Viaje',
    descripcion:
      'Paquete de 5 noches para dos personas a las playas de Brasil, con pasajes y hotel incluidos.',
  },
]

export const prizeItems: PrizeItemRow[] = prizeItemEntries.map((item, index) => ({
  ...item,
  foto: `/demo/premios/premio-${index + 1}.svg`,
  orden: index,
}))

// ---------------------------------------------------------------------------------------------
// Distributors (points of sale)
// ---------------------------------------------------------------------------------------------

const HORARIO_COMERCIAL = 'Lunes a viernes de 7:30 a 18:00, sábados de 7:30 a 12:30.'
const HORARIO_EXTENDIDO = 'Lunes a sábado de 7:00 a 20:00, domingos de 8:00 a 18:00.'
const HORARIO_SUPERMERCADO = 'Todos los días de 7:00 a 21:00.'

/** [nombre, dirección, horario, ciudad, lat, lng] */
const distributorEntries: readonly (readonly [string, string, string, string, number, number])[] = [
  [
    'Agencia Central Asunción',
    'Av. Mariscal López 1234 c/ Venezuela',
    HORARIO_COMERCIAL,
    'Asunción',
    -25.292415,
    -57.605317,
  ],
  [
    'Agencia Mercado 4',
    'Av. Pettirossi 1050 c/ Perú',
    HORARIO_EXTENDIDO,
    'Asunción',
    -25.29594,
    -57.62288,
  ],
  [
    'Agencia Villa Morra',
    'Av. Mariscal López 3780 c/ Dr. Morra',
    HORARIO_COMERCIAL,
    'Asunción',
    -25.29402,
    -57.57968,
  ],
  [
    'Kiosco Plaza Uruguaya - punto de venta',
    'Eligio Ayala c/ México, frente a la Plaza Uruguaya',
    HORARIO_EXTENDIDO,
    'Asunción',
    -25.28622,
    -57.63366,
  ],
  [
    'Agencia San Lorenzo Centro',
    'Mcal. Estigarribia 1120 c/ Hernandarias',
    HORARIO_EXTENDIDO,
    'San Lorenzo',
    -25.339712,
    -57.508805,
  ],
  [
    'Agencia Central Luque',
    'Gral. Aquino 560 c/ Cerro Corá, frente a la plaza',
    HORARIO_EXTENDIDO,
    'Luque',
    -25.26701,
    -57.48724,
  ],
  [
    'Supermercado La Familia - punto de venta',
    'Ruta PY02 km 20, Capiatá',
    HORARIO_SUPERMERCADO,
    'Capiatá',
    -25.355231,
    -57.445527,
  ],
  [
    'Agencia Lambaré',
    'Av. Cacique Lambaré 2450 c/ Av. Quinta',
    HORARIO_COMERCIAL,
    'Lambaré',
    -25.34681,
    -57.60652,
  ],
  [
    'Farmacia San Rafael - punto de venta',
    'Av. Mcal. Estigarribia 2100 c/ Zavala Cué',
    HORARIO_EXTENDIDO,
    'Fernando de la Mora',
    -25.32005,
    -57.55413,
  ],
  [
    'Agencia Limpio',
    'Av. Tte. Leonidas Escobar c/ Cap. Figari',
    HORARIO_COMERCIAL,
    'Limpio',
    -25.16613,
    -57.48561,
  ],
  [
    'Despensa Doña Chiquita - punto de venta',
    "Calle Pa'i Pérez 340 c/ 14 de Mayo",
    HORARIO_EXTENDIDO,
    'Ñemby',
    -25.39487,
    -57.53568,
  ],
  [
    'Agencia Mariano Roque Alonso',
    'Ruta Transchaco km 13, frente al shopping',
    HORARIO_EXTENDIDO,
    'Mariano Roque Alonso',
    -25.20792,
    -57.53201,
  ],
  [
    'Agencia Villa Elisa',
    'Av. Defensores del Chaco 890 c/ Sol de América',
    HORARIO_COMERCIAL,
    'Villa Elisa',
    -25.36762,
    -57.59274,
  ],
  [
    'Librería El Estudiante - punto de venta',
    'Av. Sargento Marecos c/ 25 de Mayo',
    HORARIO_COMERCIAL,
    'San Antonio',
    -25.41972,
    -57.54738,
  ],
  [
    'Agencia Itauguá',
    'Ruta PY02 km 30, al lado de la Municipalidad',
    HORARIO_EXTENDIDO,
    'Itauguá',
    -25.39262,
    -57.35405,
  ],
  [
    'Kiosco del Lago - punto de venta',
    'Calle Mcal. Estigarribia c/ Dr. Insfrán, frente a la estación',
    HORARIO_EXTENDIDO,
    'Areguá',
    -25.31254,
    -57.38472,
  ],
  [
    'Agencia Caacupé',
    'Av. Cerro Corá c/ Dr. Pino, a una cuadra de la Basílica',
    HORARIO_EXTENDIDO,
    'Caacupé',
    -25.38613,
    -57.14002,
  ],
  [
    'Almacén San Ber - punto de venta',
    'Av. Emilio Hassler c/ Colonos Alemanes',
    HORARIO_EXTENDIDO,
    'San Bernardino',
    -25.31031,
    -57.29619,
  ],
  [
    'Agencia Concepción',
    'Pdte. Franco 920 c/ Mcal. Estigarribia',
    HORARIO_COMERCIAL,
    'Concepción',
    -23.40641,
    -57.43441,
  ],
  [
    'Agencia San Pedro del Ycuamandiyú',
    'Calle 14 de Mayo c/ Mcal. López, frente a la plaza',
    HORARIO_COMERCIAL,
    'San Pedro del Ycuamandiyú',
    -24.09011,
    -57.07805,
  ],
  [
    'Despensa El Cruce - punto de venta',
    'Ruta PY03 c/ Ruta PY08, cruce Santa Rosa',
    HORARIO_EXTENDIDO,
    'Santa Rosa del Aguaray',
    -23.81667,
    -56.51675,
  ],
  [
    'Agencia Villarrica',
    'Carlos Antonio López 455 c/ Mcal. Estigarribia',
    HORARIO_COMERCIAL,
    'Villarrica',
    -25.75012,
    -56.43587,
  ],
  [
    'Agencia Coronel Oviedo',
    'Ruta PY02 c/ Dr. Eusebio Ayala',
    HORARIO_EXTENDIDO,
    'Coronel Oviedo',
    -25.44702,
    -56.44005,
  ],
  [
    'Estación de Servicio Ruta 7 - punto de venta',
    'Ruta PY07 km 181',
    HORARIO_SUPERMERCADO,
    'Caaguazú',
    -25.46851,
    -56.01752,
  ],
  [
    'Agencia Caazapá',
    'Mcal. López c/ Gral. Díaz, frente a la Municipalidad',
    HORARIO_COMERCIAL,
    'Caazapá',
    -26.19504,
    -56.37012,
  ],
  [
    'Agencia Encarnación',
    'Av. Irrazábal 1550 c/ Mcal. Estigarribia',
    HORARIO_EXTENDIDO,
    'Encarnación',
    -27.33062,
    -55.86673,
  ],
  [
    'Farmacia Hohenau - punto de venta',
    'Av. Gaspar Rodríguez de Francia c/ Calle 5',
    HORARIO_COMERCIAL,
    'Hohenau',
    -27.08011,
    -55.65002,
  ],
  [
    'Agencia Coronel Bogado',
    'Ruta PY01 c/ Tte. Rojas Silva',
    HORARIO_COMERCIAL,
    'Coronel Bogado',
    -27.16671,
    -56.25006,
  ],
  [
    'Agencia San Juan Bautista',
    'Mcal. López c/ Dr. Mallorquín',
    HORARIO_COMERCIAL,
    'San Juan Bautista',
    -26.66943,
    -57.14442,
  ],
  [
    'Kiosco Costanera Ayolas - punto de venta',
    'Av. Costanera c/ Tte. Fariña',
    HORARIO_EXTENDIDO,
    'Ayolas',
    -27.39022,
    -56.85031,
  ],
  [
    'Agencia Paraguarí',
    'Gral. Caballero c/ Mcal. Estigarribia',
    HORARIO_COMERCIAL,
    'Paraguarí',
    -25.62032,
    -57.15011,
  ],
  [
    'Agencia Carapeguá',
    'Ruta PY01 km 84, frente a la terminal',
    HORARIO_EXTENDIDO,
    'Carapeguá',
    -25.80003,
    -57.24002,
  ],
  [
    'Agencia Ciudad del Este',
    'Av. San Blas 850 c/ Av. Monseñor Rodríguez',
    HORARIO_EXTENDIDO,
    'Ciudad del Este',
    -25.50972,
    -54.61111,
  ],
  [
    'Supermercado Km 7 - punto de venta',
    'Ruta PY02 km 7, Área 1',
    HORARIO_SUPERMERCADO,
    'Ciudad del Este',
    -25.49408,
    -54.67182,
  ],
  [
    'Agencia Hernandarias',
    'Av. Itaipú c/ Ruta PY07',
    HORARIO_COMERCIAL,
    'Hernandarias',
    -25.40562,
    -54.63893,
  ],
  [
    'Agencia Presidente Franco',
    'Av. Monseñor Cedzich c/ Gral. Bernardino Caballero',
    HORARIO_COMERCIAL,
    'Presidente Franco',
    -25.56202,
    -54.61107,
  ],
  [
    'Agencia Pilar',
    'Mcal. López c/ Cerro Corá, frente al puerto',
    HORARIO_COMERCIAL,
    'Pilar',
    -26.86002,
    -58.30005,
  ],
  [
    'Agencia Pedro Juan Caballero',
    'Av. Dr. Francia c/ Mcal. López',
    HORARIO_EXTENDIDO,
    'Pedro Juan Caballero',
    -22.54721,
    -55.73363,
  ],
  [
    'Agencia Salto del Guairá',
    'Av. Paraguay c/ Mcal. López',
    HORARIO_EXTENDIDO,
    'Salto del Guairá',
    -24.06012,
    -54.31006,
  ],
  [
    'Despensa Curuguaty - punto de venta',
    'Ruta PY10 c/ Tte. Bernal',
    HORARIO_EXTENDIDO,
    'Curuguaty',
    -24.47003,
    -55.70002,
  ],
  [
    'Agencia Villa Hayes',
    'Av. Pdte. Hayes c/ Coronel Bogado',
    HORARIO_COMERCIAL,
    'Villa Hayes',
    -25.10002,
    -57.56672,
  ],
  [
    'Cooperativa Filadelfia - punto de venta',
    'Av. Hindenburg c/ Unruh, centro',
    HORARIO_COMERCIAL,
    'Filadelfia',
    -22.35003,
    -60.03331,
  ],
  [
    'Almacén Loma Plata - punto de venta',
    'Av. Central c/ Calle 1',
    HORARIO_COMERCIAL,
    'Loma Plata',
    -22.38332,
    -59.85004,
  ],
  [
    'Kiosco Fuerte Olimpo - punto de venta',
    'Calle Mcal. López, frente a la plaza',
    HORARIO_COMERCIAL,
    'Fuerte Olimpo',
    -21.04152,
    -57.87383,
  ],
]

export const distributors: DistributorRow[] = distributorEntries.map(
  ([nombre, direccion, horario, ciudad, lat, lng]) => ({
    nombre,
    descripcion: `${direccion}, ${ciudad}. ${horario}`,
    localizacion: `@${lat.toFixed(6)},${lng.toFixed(6)}`,
    ciudad,
  }),
)
