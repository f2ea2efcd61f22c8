/** A Taiwan mobile number as people read it: 0912 345 678. Anything else is shown as given. */
export function formatPhone(phone: string): string {
  const m = /^(09\d{2})(\d{3})(\d{3})$/.exec(phone);
  return m ? `${m[1]} ${m[2]} ${m[3]}` : phone;
}
