// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/YamlDocument.h"

#include <QJsonArray>
#include <QLocale>

#include <yaml-cpp/yaml.h>

namespace volcano::alerts::yaml {

namespace {

QJsonValue scalarValue(const YAML::Node& node) {
    const std::string& text = node.Scalar();
    if (node.Tag() == "!") // quoted: a string whatever it looks like
        return QString::fromStdString(text);
    if (text.empty() || text == "~" || text == "null")
        return QJsonValue::Null;
    if (text == "true" || text == "false")
        return text == "true";
    bool isNumber = false;
    const double number = QString::fromStdString(text).toDouble(&isNumber);
    if (isNumber)
        return number;
    return QString::fromStdString(text);
}

QJsonValue toJson(const YAML::Node& node) {
    switch (node.Type()) {
    case YAML::NodeType::Map: {
        QJsonObject object;
        for (const auto& entry : node)
            object.insert(QString::fromStdString(entry.first.as<std::string>()),
                          toJson(entry.second));
        return object;
    }
    case YAML::NodeType::Sequence: {
        QJsonArray array;
        for (const auto& item : node)
            array.append(toJson(item));
        return array;
    }
    case YAML::NodeType::Scalar:
        return scalarValue(node);
    default:
        return QJsonValue::Null;
    }
}

void write(YAML::Emitter& out, const QJsonValue& value) {
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out << YAML::BeginMap;
        for (auto it = object.begin(); it != object.end(); ++it) {
            out << YAML::Key << it.key().toStdString() << YAML::Value;
            write(out, it.value());
        }
        out << YAML::EndMap;
    } else if (value.isArray()) {
        out << YAML::BeginSeq;
        const QJsonArray array = value.toArray();
        for (const auto& item : array)
            write(out, item);
        out << YAML::EndSeq;
    } else if (value.isString()) {
        out << YAML::DoubleQuoted << value.toString().toStdString();
    } else if (value.isBool()) {
        out << value.toBool();
    } else if (value.isDouble()) {
        out << QByteArray::number(value.toDouble(), 'g', QLocale::FloatingPointShortest)
                   .toStdString();
    } else {
        out << YAML::Null;
    }
}

} // namespace

Expected<QJsonObject> toJsonObject(const QByteArray& yaml) {
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root.IsMap())
            return fail(QStringLiteral("a rule file is a YAML mapping with \"rules\" and "
                                       "\"webhooks\""));
        return toJson(root).toObject();
    } catch (const YAML::Exception& error) {
        return fail(QStringLiteral("not valid YAML at line %1, column %2: %3")
                        .arg(error.mark.line + 1)
                        .arg(error.mark.column + 1)
                        .arg(QString::fromStdString(error.msg)));
    }
}

QByteArray fromJsonObject(const QJsonObject& object) {
    YAML::Emitter out;
    write(out, object);
    return QByteArray(out.c_str()) + '\n';
}

bool isYamlFile(const QString& path) {
    return path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

} // namespace volcano::alerts::yaml
