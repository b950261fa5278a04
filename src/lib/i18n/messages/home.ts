// The home page (docs/product.md#home-page): hero with search, featured properties,
// testimonials, call to sell.
import { defineMessages } from "../define-messages";

export const home = defineMessages({
  pt: {
    metaTitle: "Casa Lusa — Imóveis de luxo em Portugal",
    metaDescription:
      "Apartamentos, moradias e terrenos selecionados em Lisboa, Cascais, Porto, Algarve e Madeira. Consultores que falam português, inglês e japonês.",
    heroTitle: "Casas excecionais em Portugal",
    heroSubtitle:
      "De Lisboa ao Algarve, selecionamos imóveis com carácter e acompanhamos cada cliente do primeiro contacto à escritura.",
    heroCta: "Ver imóveis",
    search: {
      title: "Pesquisar imóveis",
      location: "Localização",
      locationPlaceholder: "Cidade ou zona",
      type: "Tipo de imóvel",
      anyType: "Todos os tipos",
      price: "Preço máximo",
      anyPrice: "Qualquer preço",
      submit: "Pesquisar",
      advanced: "Pesquisa avançada",
    },
    featuredTitle: "Imóveis em destaque",
    featuredSubtitle: "Uma seleção dos imóveis mais especiais da nossa carteira.",
    seeAll: "Ver todos os imóveis",
    testimonialsTitle: "O que dizem os nossos clientes",
    rating: "Avaliação: {rating} de 5",
    ctaTitle: "Quer vender o seu imóvel?",
    ctaText:
      "Peça uma avaliação gratuita. Apresentamos o seu imóvel a compradores de todo o mundo, em três línguas.",
    ctaButton: "Pedir avaliação",
  },
  en: {
    metaTitle: "Casa Lusa — Luxury property in Portugal",
    metaDescription:
      "Hand-picked apartments, villas and plots in Lisbon, Cascais, Porto, the Algarve and Madeira. Consultants who speak Portuguese, English and Japanese.",
    heroTitle: "Exceptional homes in Portugal",
    heroSubtitle:
      "From Lisbon to the Algarve, we select homes of character and guide every client from the first conversation to the final deed.",
    heroCta: "View properties",
    search: {
      title: "Search properties",
      location: "Location",
      locationPlaceholder: "City or area",
      type: "Property type",
      anyType: "All types",
      price: "Maximum price",
      anyPrice: "Any price",
      submit: "Search",
      advanced: "Advanced search",
    },
    featuredTitle: "Featured properties",
    featuredSubtitle: "A selection of the most remarkable homes in our portfolio.",
    seeAll: "See all properties",
    testimonialsTitle: "What our clients say",
    rating: "Rated {rating} out of 5",
    ctaTitle: "Thinking of selling?",
    ctaText:
      "Ask for a free valuation. We present your home to buyers around the world, in three languages.",
    ctaButton: "Request a valuation",
  },
  jp: {
    metaTitle: "Casa Lusa — ポルトガルの高級不動産",
    metaDescription:
      "リスボン、カスカイス、ポルト、アルガルヴェ、マデイラの厳選されたアパートメント、ヴィラ、土地をご紹介。ポルトガル語・英語・日本語に対応するコンサルタントがご案内します。",
    heroTitle: "ポルトガルで見つける、上質な住まい",
    heroSubtitle:
      "リスボンからアルガルヴェまで、個性ある物件を厳選し、最初のご相談から契約締結まで丁寧にご案内いたします。",
    heroCta: "物件を見る",
    search: {
      title: "物件を検索",
      location: "エリア",
      locationPlaceholder: "都市名・地域名",
      type: "物件種別",
      anyType: "すべての種別",
      price: "上限価格",
      anyPrice: "指定なし",
      submit: "検索",
      advanced: "詳細検索",
    },
    featuredTitle: "おすすめ物件",
    featuredSubtitle: "私たちが扱う物件の中から、特におすすめの物件をご紹介します。",
    seeAll: "すべての物件を見る",
    testimonialsTitle: "お客様の声",
    rating: "評価：5点中{rating}点",
    ctaTitle: "物件の売却をお考えですか？",
    ctaText: "無料査定を承ります。お客様の物件を、3か国語で世界中の購入希望者へご紹介いたします。",
    ctaButton: "無料査定を依頼する",
  },
});
