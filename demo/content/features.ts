// Demo property features: the keys of FEATURE_KEYS with their names in the three languages.
import type { DemoFeature } from "./types";

export const demoFeatures: DemoFeature[] = [
  { key: "garage", namePt: "Garagem", nameEn: "Garage", nameJp: "ガレージ" },
  { key: "pool", namePt: "Piscina", nameEn: "Swimming pool", nameJp: "プール" },
  { key: "garden", namePt: "Jardim", nameEn: "Garden", nameJp: "庭" },
  { key: "balcony", namePt: "Varanda", nameEn: "Balcony", nameJp: "バルコニー" },
  { key: "elevator", namePt: "Elevador", nameEn: "Lift", nameJp: "エレベーター" },
  {
    key: "new_construction",
    namePt: "Construção nova",
    nameEn: "New build",
    nameJp: "新築",
  },
  { key: "renovated", namePt: "Remodelado", nameEn: "Renovated", nameJp: "リノベーション済み" },
  { key: "sea_view", namePt: "Vista mar", nameEn: "Sea view", nameJp: "オーシャンビュー" },
  {
    key: "air_conditioning",
    namePt: "Ar condicionado",
    nameEn: "Air conditioning",
    nameJp: "エアコン",
  },
  {
    key: "heating",
    namePt: "Aquecimento central",
    nameEn: "Central heating",
    nameJp: "セントラルヒーティング",
  },
  {
    key: "equipped_kitchen",
    namePt: "Cozinha equipada",
    nameEn: "Fitted kitchen",
    nameJp: "システムキッチン",
  },
  { key: "storage", namePt: "Arrecadação", nameEn: "Storage room", nameJp: "収納庫" },
];
