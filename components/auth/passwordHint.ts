/** What PasswordSchema asks for, said before the shopper gets it wrong. */
export const PASSWORD_HINT = '至少 8 個字元，需包含英文字母與數字。';
