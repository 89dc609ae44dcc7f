import type en from "../en/imprint";

export default {
  title: "Aviso legal | Resoume",
  description:
    "Aviso legal de Resoume según la ley alemana: la empresa que presta el servicio, quién la representa, su dirección, su contacto y su inscripción registral.",
  heading: "Aviso legal",
  intro:
    "La ley alemana exige que todo sitio web comercial indique quién está detrás. Aquí encontrarás la empresa que presta Resoume, cómo ponerte en contacto con ella y quién es responsable de los contenidos de esta web.",
  provider: "Información según el § 5 DDG (Ley alemana de servicios digitales)",
  representedBy: "Representada por: {{representative}}",
  contact: "Contacto",
  phone: "Teléfono",
  email: "Correo electrónico",
  register: "Inscripción registral",
  vat: "Número de IVA",
  vatText: "Número de identificación a efectos del IVA según el § 27a de la Ley alemana del IVA (UStG): {{vatId}}",
  responsible: "Responsable de los contenidos según el § 18.2 MStV (Tratado alemán sobre medios de comunicación)",
  disputes: "Resolución de litigios de consumo",
  disputesText:
    "No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo.",
} satisfies typeof en;
