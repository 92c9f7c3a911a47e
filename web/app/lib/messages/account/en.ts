/**
 * English text of the account pages' frame and overview (navigation, loyalty, programmes): the
 * keys every language must translate. `{name}` marks a value.
 */
export const EN_ACCOUNT = {
  "account.title": "Hi, {name}",
  "account.pageTitle": "Your account | Ridgeline Outfitters",
  "account.details": "Your details",
  "account.name": "Name",
  "account.email": "E-mail",
  "account.phone": "Phone",
  "account.birthDate": "Date of birth",
  "account.missing": "Not given",
  "account.incomplete":
    "Your profile is incomplete: add your phone, postal code and date of birth to get the most from your account.",
  "accountNav.label": "Account sections",
  "accountNav.overview": "Overview",
  "accountNav.addresses": "Addresses",
  "accountNav.paymentMethods": "Payment methods",
  "accountNav.preferences": "Communication preferences",
  "account.main": "Main",
  "addresses.makeMain": "Make main",
  "addresses.cancel": "Cancel",
  "accountNav.password": "Password",
  "accountNav.profile": "Profile",
  "loyalty.title": "Ridgeline Rewards",
  "loyalty.points": "Points",
  "loyalty.memberId": "Member number",
  "loyalty.voucherOffered": "You can use a {amount} voucher for {points} points at checkout.",
  "loyalty.noVoucher": "Collect {points} points to unlock your first voucher.",
  "loyalty.pitch":
    "Earn points on every order and turn them into vouchers. Members also get a welcome discount.",
  "loyalty.join": "Join the loyalty programme",
  "loyalty.joined": "Welcome to Ridgeline Rewards! Your member number is below.",
  "loyalty.welcomePromo": "Your welcome gift: {percent} off one order until {date} with the code",
  "spend.heading": "Your programmes",
  "spend.program.EMPLOYEE": "Employee discount",
  "spend.program.ATHLETE": "Athlete programme",
  "spend.program.WRANX": "WRANX pro programme",
  "spend.program.IPA": "IPA pro programme",
  "spend.line": "You have spent {spent} of your {allowance} annual allowance",
  "spend.remaining": "{remaining} left in {year}",
  "spend.memberId": "Member ID {id}",
} as const;
