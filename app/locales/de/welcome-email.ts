import type en from "../en/welcome-email";

export default {
  subject: "Dein Willkommensrabatt von {{percent}} %: {{code}}",
  body: [
    "Hallo{{name}},",
    "danke, dass du den Resoume-Newsletter abonniert hast. Wie versprochen bekommst du deinen Willkommensrabatt: {{percent}} % auf dein erstes Paket mit Bewerbungsfotos.",
    "Dein Code: {{code}}",
    "Gib ihn beim Bezahlen ein, wenn du dein Paket wählst:",
    "{{link}}",
    "Du kannst dich jederzeit über den Link in jedem Newsletter abmelden.",
    "Viele Grüße\nDein Resoume-Team",
  ],
} satisfies typeof en;
