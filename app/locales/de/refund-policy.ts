import type en from "../en/refund-policy";

export default {
  title: "Rückerstattung: 30 Tage Geld-zurück-Versprechen | Resoume",
  description:
    "Du bist mit deinen Bewerbungsfotos nicht zufrieden? Fordere innerhalb von 30 Tagen nach dem Kauf eine Erstattung an. So funktioniert unser Versprechen.",
  heading: "Rückerstattung",
  intro:
    "Du sollst deine neuen Bewerbungsfotos mit gutem Gefühl verwenden. Entspricht dein Paket nicht deinen Erwartungen, kannst du innerhalb von 30 Tagen nach dem Kauf die volle Erstattung verlangen. Hier erfährst du, wie das funktioniert und wie du uns erreichst.",
} satisfies typeof en;
