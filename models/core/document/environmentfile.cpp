// SPDX-License-Identifier: MIT
#include "environmentfile.h"

#include "yamljson.h"
#include "yamltree.h"

#include <QCoreApplication>

namespace pw {

namespace {
struct EnvironmentFiles
{
    Q_DECLARE_TR_FUNCTIONS(EnvironmentFiles)
};
} // namespace

EnvironmentFile readEnvironmentFile(const QByteArray& bytes, const QString& shownPath)
{
    EnvironmentFile out;
    yaml::Document doc;
    yaml::ParseError parseError;
    if (!yaml::parse(bytes.toStdString(), doc, &parseError) || !doc.root || !doc.root->isMap()) {
        out.error = EnvironmentFiles::tr("%1:%2:%3: not a YAML mapping: %4")
                        .arg(shownPath)
                        .arg(parseError.pos.line)
                        .arg(parseError.pos.col)
                        .arg(parseError.message.empty() ? EnvironmentFiles::tr("the file is empty or a list")
                                                        : QString::fromStdString(parseError.message));
        return out;
    }
    const yaml::Node* root = doc.root.get();
    if (root->get("image") || root->get("conda_file")) {
        out.kind = EnvironmentFile::Kind::Definition;
        if (const yaml::Node* i = root->get("image"); i && i->isScalar())
            out.image = QString::fromStdString(i->value);
        if (const yaml::Node* c = root->get("conda_file"); c && c->isScalar() && !c->value.empty()) {
            out.condaFile = QString::fromStdString(c->value);
            if (out.condaFile.startsWith(QLatin1String("file:")))
                out.condaFile = out.condaFile.mid(5);
        } else if (c && c->isMap()) {
            out.conda = yamlToJson(*c).toObject();
        }
    } else if (root->get("dependencies") || root->get("channels")) {
        out.kind = EnvironmentFile::Kind::Conda;
        out.conda = yamlToJson(*root).toObject();
    } else {
        out.error = EnvironmentFiles::tr("%1 is neither a conda file (with dependencies:) nor an environment definition (with image:).")
                        .arg(shownPath);
    }
    return out;
}

} // namespace pw
