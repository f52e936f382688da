import exclusion from '@/components/account/self-exclusion-form.module.css'

/** One choice among a few fixed values (a pause's length, the reality check's interval). */
export function RadioChoices<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string
  name: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  label: (value: T) => string
}) {
  return (
    <fieldset className={exclusion.fieldset}>
      <legend className={exclusion.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={exclusion.option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  )
}
