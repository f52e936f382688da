import { ageOn } from '@/lib/validation/fields'
import { loginSchema, registerSchema, resetSchema } from '@/lib/validation/auth'
import { profileSchema, selfExclusionSchema } from '@/lib/validation/account'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('ageOn', () => {
  it('counts whole years in Asunción', () => {
    const today = new Date('2026-11-22T12:00:00-03:00')
    expect(ageOn('2008-11-22', today)).toBe(18)
    expect(ageOn('2008-11-23', today)).toBe(17)
    expect(ageOn('1990-05-14', today)).toBe(36)
  })
})

describe('loginSchema', () => {
  it('gives the message keys of docs/product.md §5', () => {
    expect(issues(loginSchema.safeParse({ username: 'x', password: '123' }))).toEqual({
      username: 'emailInvalid',
      password: 'passwordMin6',
    })
  })
})

describe('registerSchema', () => {
  const valid = {
    nombre: 'Ana',
    apellido: 'Pérez',
    email: 'ana@example.com',
    confirmarEmail: 'ANA@example.com',
    password: 'secreta',
    telefono: '0981',
    codigoPais: '1',
    codigoDepartamento: '11',
    codigoCiudad: '1101',
    fechaNacimiento: '1990-01-01',
    tipoDocumento: 'CI',
    documento: '123',
    sexo: 'F',
    direccionParticular: 'Calle 1',
    aceptarTerminos: true,
    recibirNotificaciones: false,
  }

  it('accepts a valid registration (e-mails compared without case)', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true)
  })

  it('reports mismatched e-mails even while other fields are wrong', () => {
    const result = registerSchema.safeParse({
      ...valid,
      nombre: '',
      confirmarEmail: 'otra@example.com',
    })
    expect(issues(result)).toEqual({ nombre: 'nombre', confirmarEmail: 'emailsMismatch' })
  })

  it('refuses players under 18', () => {
    const d = new Date()
    const birth = `${d.getFullYear() - 17}-01-01`
    expect(issues(registerSchema.safeParse({ ...valid, fechaNacimiento: birth }))).toEqual({
      fechaNacimiento: 'underage',
    })
  })

  it('refuses unknown document types and sexes, and unaccepted terms', () => {
    expect(
      issues(
        registerSchema.safeParse({
          ...valid,
          tipoDocumento: 'X',
          sexo: 'Z',
          aceptarTerminos: false,
        }),
      ),
    ).toEqual({
      tipoDocumento: 'tipoDocumento',
      sexo: 'sexo',
      aceptarTerminos: 'terminos',
    })
  })
})

describe('resetSchema', () => {
  it('needs 4 characters and equal confirmation', () => {
    expect(issues(resetSchema.safeParse({ password: 'abc', confirmacion: 'abd' }))).toEqual({
      password: 'passwordMin4',
      confirmacion: 'passwordsMismatch',
    })
    expect(resetSchema.safeParse({ password: 'abcd', confirmacion: 'abcd' }).success).toBe(true)
  })
})

describe('account schemas', () => {
  it('profile requires the editable fields', () => {
    expect(Object.keys(issues(profileSchema.safeParse({})))).toEqual(
      expect.arrayContaining([
        'nombre',
        'apellido',
        'telefono',
        'sexo',
        'codigoDepartamento',
        'codigoCiudad',
        'direccionParticular',
        'aceptarTerminos',
      ]),
    )
  })

  it('self-exclusion requires a period', () => {
    expect(issues(selfExclusionSchema.safeParse({ idTiempo: '' }))).toEqual({
      idTiempo: 'autoexclusionTiempo',
    })
  })
})
