/**
 * A field people never see and form-filling robots do fill: the server drops what comes with it
 * (reviews, questions, messages).
 */
export function HoneypotField() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
      <label>
        Sitio web
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
